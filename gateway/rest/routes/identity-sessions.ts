import { routeBuilder, type RestRoute } from '../route';
import { TOKEN_FIELDS } from './identity-common';

const { mutation } = routeBuilder('identity', '/auth/v1');

/** REST paths of `subgraphs/identity/sessions/`: docs/api/identity.md, Paths. */
export const identitySessionsRoutes: RestRoute[] = [
  mutation(
    '/login',
    'Log in with e-mail and password; answers a token pair',
    'login',
    TOKEN_FIELDS,
    '$input: LoginInput!',
    { public: true, errors: [400, 401] },
  ),
  mutation(
    '/refresh',
    'Rotate a refresh token; answers a new token pair',
    'refresh',
    TOKEN_FIELDS,
    '$input: RefreshInput!',
    { public: true, errors: [400, 401] },
  ),
  mutation(
    '/logout',
    "End a refresh token's session: its whole rotation family is revoked",
    'logout',
    '',
    '$input: LogoutInput!',
    { public: true, errors: [400], status: 204 },
  ),
  mutation(
    '/me/password',
    "Change the caller's password; revokes every refresh token of the user and answers a new token pair",
    'changePassword',
    TOKEN_FIELDS,
    '$input: ChangePasswordInput!',
    { errors: [400, 401, 404] },
  ),
];
