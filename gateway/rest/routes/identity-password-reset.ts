import { routeBuilder, type RestRoute } from '../route';

const { mutation } = routeBuilder('identity', '/auth/v1');

/** REST paths of `subgraphs/identity/password-reset/`: docs/api/identity.md, "Password reset". */
export const identityPasswordResetRoutes: RestRoute[] = [
  mutation(
    '/password-reset',
    'Mail a password reset link (valid 1 hour) to the account of an address; the same answer whether or not there is one',
    'requestPasswordReset',
    'email',
    '$input: RequestPasswordResetInput!',
    { public: true, errors: [400], status: 202 },
  ),
  mutation(
    '/password-reset/confirm',
    "Set a new password with a reset link's token; every refresh token of the user is revoked",
    'resetPassword',
    '',
    '$input: ResetPasswordInput!',
    { public: true, errors: [400], status: 204 },
  ),
];
