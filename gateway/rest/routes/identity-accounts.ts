import { routeBuilder, type RestRoute } from '../route';
import { TOKEN_FIELDS, USER_FIELDS } from './identity-common';

const TENANT_FIELDS = 'id name createdAt';

const { query, mutation } = routeBuilder('identity', '/auth/v1');

/** REST paths of `subgraphs/identity/accounts/`: docs/api/identity.md, Paths. */
export const identityAccountsRoutes: RestRoute[] = [
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
    "Add a user with given roles to the caller's tenant (an admin with a verified address); mailed, so at most 20 an hour per tenant",
    'addUser',
    USER_FIELDS,
    '$input: AddUserInput!',
    { errors: [400, 401, 403, 409], status: 201 },
  ),
  query('/me', 'The authenticated caller', 'me', `${USER_FIELDS} tenant { ${TENANT_FIELDS} }`, '', {
    errors: [401],
  }),
];
