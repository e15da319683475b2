import type { RestRoute } from '../route';

const USER_FIELDS = 'id email name roles planTier tenantId emailVerified emailVerifiedAt createdAt';
const TOKEN_FIELDS = 'accessToken refreshToken expiresIn tokenType';

export const identityRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/v1/login',
    summary: 'Log in with e-mail and password; answers a token pair',
    tag: 'identity',
    public: true,
    operation: `mutation Login($input: LoginInput!) { login(input: $input) { ${TOKEN_FIELDS} } }`,
    result: 'login',
    errors: [400, 401],
    body: 'input',
  },
  {
    method: 'POST',
    path: '/auth/v1/refresh',
    summary: 'Rotate a refresh token; answers a new token pair',
    tag: 'identity',
    public: true,
    operation: `mutation Refresh($input: RefreshInput!) { refresh(input: $input) { ${TOKEN_FIELDS} } }`,
    result: 'refresh',
    errors: [400, 401],
    body: 'input',
  },
  {
    method: 'POST',
    path: '/auth/v1/register',
    summary: 'Self-serve sign-up: a new tenant with this user as its admin',
    tag: 'identity',
    public: true,
    operation: `mutation Register($input: RegisterInput!) {
      register(input: $input) { user { ${USER_FIELDS} } tenant { id name createdAt } ${TOKEN_FIELDS} }
    }`,
    result: 'register',
    errors: [400, 409],
    body: 'input',
    status: 201,
  },
  {
    method: 'POST',
    path: '/auth/v1/users',
    summary: "Add a user with given roles to the caller's tenant (admin)",
    tag: 'identity',
    operation: `mutation AddUser($input: AddUserInput!) { addUser(input: $input) { ${USER_FIELDS} } }`,
    result: 'addUser',
    errors: [400, 401, 403, 409],
    body: 'input',
    status: 201,
  },
  {
    method: 'GET',
    path: '/auth/v1/me',
    summary: 'The authenticated caller',
    tag: 'identity',
    operation: `query Me { me { ${USER_FIELDS} tenant { id name createdAt } } }`,
    result: 'me',
    errors: [401],
  },
  {
    method: 'POST',
    path: '/auth/v1/me/verification',
    summary: 'Send the caller a new e-mail verification link (valid 48 hours)',
    tag: 'identity',
    operation: 'mutation RequestEmailVerification { requestEmailVerification { userId email expiresAt } }',
    result: 'requestEmailVerification',
    errors: [401, 404],
    status: 202,
  },
  {
    method: 'POST',
    path: '/auth/v1/verify-email',
    summary: "Complete e-mail verification with a link's token; answers the user",
    tag: 'identity',
    public: true,
    operation: `mutation VerifyEmail($input: VerifyEmailInput!) { verifyEmail(input: $input) { ${USER_FIELDS} } }`,
    result: 'verifyEmail',
    errors: [400],
    body: 'input',
  },
];
