import { routeBuilder, type RestRoute } from '../route';
import { USER_FIELDS, VERIFICATION_FIELDS } from './identity-common';

const { mutation } = routeBuilder('identity', '/auth/v1');

/** REST paths of `subgraphs/identity/email-verification/`: docs/api/identity.md, Paths. */
export const identityEmailVerificationRoutes: RestRoute[] = [
  mutation(
    '/me/verification',
    'Send the caller a new e-mail verification link (valid 48 hours); at most 3 an hour',
    'requestEmailVerification',
    VERIFICATION_FIELDS,
    '',
    { errors: [401, 404], status: 202 },
  ),
  mutation(
    '/verify-email',
    "Complete e-mail verification with a link's token; answers the user",
    'verifyEmail',
    USER_FIELDS,
    '$input: VerifyEmailInput!',
    { public: true, errors: [400] },
  ),
];
