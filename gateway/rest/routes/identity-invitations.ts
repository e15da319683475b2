import { routeBuilder, type RestRoute } from '../route';
import { TOKEN_FIELDS } from './identity-common';

const { mutation } = routeBuilder('identity', '/auth/v1');

/** REST paths of `subgraphs/identity/invitations/`: docs/api/identity.md, "Invitations". */
export const identityInvitationsRoutes: RestRoute[] = [
  mutation(
    '/invitations/accept',
    "Set an invited user's password with the invitation's token; verifies the e-mail and answers a token pair",
    'acceptInvitation',
    TOKEN_FIELDS,
    '$input: AcceptInvitationInput!',
    { public: true, errors: [400] },
  ),
];
