import { routeBuilder, type RestRoute } from '../route';

const USER_FIELDS = 'id email name roles planTier tenantId emailVerified emailVerifiedAt createdAt';
const TOKEN_FIELDS = 'accessToken refreshToken expiresIn tokenType';
const TENANT_FIELDS = 'id name createdAt';

const { query, mutation } = routeBuilder('identity', '/auth/v1');

/** Sign-in, sign-up, users and e-mail verification: docs/api/identity.md, Paths. */
export const identityRoutes: RestRoute[] = [
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
    '/register',
    'Self-serve sign-up: a new tenant with this user as its admin',
    'register',
    `user { ${USER_FIELDS} } tenant { ${TENANT_FIELDS} } ${TOKEN_FIELDS}`,
    '$input: RegisterInput!',
    { public: true, errors: [400, 409], status: 201 },
  ),
  mutation(
    '/users',
    "Add a user with given roles to the caller's tenant (admin)",
    'addUser',
    USER_FIELDS,
    '$input: AddUserInput!',
    { errors: [400, 401, 403, 409], status: 201 },
  ),
  query('/me', 'The authenticated caller', 'me', `${USER_FIELDS} tenant { ${TENANT_FIELDS} }`, '', {
    errors: [401],
  }),
  mutation(
    '/me/verification',
    'Send the caller a new e-mail verification link (valid 48 hours)',
    'requestEmailVerification',
    'userId email expiresAt',
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
