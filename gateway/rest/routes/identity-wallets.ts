import { PAGE, type RestRoute } from '../route';

const BASE = '/auth/v1';
const TAG = 'identity';
const WALLET = 'id ownerType userId teamId balance currency createdAt';
const ENTRY = 'id walletId amount kind reservationId transferId reference createdAt';
const TEAM = 'id tenantId name createdBy members { userId role addedAt } createdAt';

/** Wallet paths of SPEC section 6 under /auth/v1, and the teams that own wallets too. */
export const walletRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/wallet`,
    summary: "The caller's wallet and balance (admins and system: any user's with userId)",
    tag: TAG,
    operation: `query Wallet($userId: ID) { wallet(userId: $userId) { ${WALLET} } }`,
    result: 'wallet',
    errors: [401, 403, 404],
  },
  {
    method: 'GET',
    path: `${BASE}/wallet/entries`,
    summary: "The ledger of the caller's wallet, newest first (userId or teamId for another wallet)",
    tag: TAG,
    operation: `query WalletEntries($userId: ID, $teamId: ID, $cursor: String, $limit: Int) {
      walletEntries(userId: $userId, teamId: $teamId, cursor: $cursor, limit: $limit) { nodes { ${ENTRY} } ${PAGE} }
    }`,
    result: 'walletEntries',
    errors: [400, 401, 403, 404],
    paginated: true,
  },
  {
    method: 'POST',
    path: `${BASE}/wallet/top-up`,
    summary: "Credit a user's or a team's wallet on a confirmed payment (role system); records payment.completed or payment.failed",
    tag: TAG,
    operation: `mutation TopUpWallet($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { ${WALLET} } entry { ${ENTRY} } } }`,
    result: 'topUpWallet',
    errors: [400, 401, 403, 404],
    body: 'input',
    status: 201,
  },
  {
    method: 'POST',
    path: `${BASE}/wallet/transfers`,
    summary: 'Move existing credits between two wallets of the tenant (admin): from and to each name a userId or a teamId',
    tag: TAG,
    operation: `mutation TransferCredits($input: TransferCreditsInput!) {
      transferCredits(input: $input) { id amount reference from { ${WALLET} } to { ${WALLET} } debit { ${ENTRY} } credit { ${ENTRY} } createdAt }
    }`,
    result: 'transferCredits',
    errors: [400, 401, 402, 403, 404],
    body: 'input',
    status: 201,
  },
  {
    method: 'POST',
    path: `${BASE}/teams`,
    summary: 'Create a team with its first owner (admin)',
    tag: TAG,
    operation: `mutation CreateTeam($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM} } }`,
    result: 'createTeam',
    errors: [400, 401, 403, 404],
    body: 'input',
    status: 201,
  },
  {
    method: 'GET',
    path: `${BASE}/teams`,
    summary: "The caller's teams (admins: the tenant's), oldest first",
    tag: TAG,
    operation: `query Teams($cursor: String, $limit: Int) { teams(cursor: $cursor, limit: $limit) { nodes { ${TEAM} } ${PAGE} } }`,
    result: 'teams',
    errors: [401],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/teams/:id`,
    summary: 'Get a team (its members and admins)',
    tag: TAG,
    operation: `query Team($id: ID!) { team(id: $id) { ${TEAM} } }`,
    result: 'team',
    errors: [401, 403, 404],
  },
  {
    method: 'POST',
    path: `${BASE}/teams/:teamId/members`,
    summary: "Add a user of the tenant to a team (admin or the team's owner); answers the team",
    tag: TAG,
    operation: `mutation AddTeamMember($teamId: ID!, $input: AddTeamMemberInput!) { addTeamMember(teamId: $teamId, input: $input) { ${TEAM} } }`,
    result: 'addTeamMember',
    errors: [400, 401, 403, 404, 409],
    body: 'input',
    status: 201,
  },
  {
    method: 'PATCH',
    path: `${BASE}/teams/:teamId/members/:userId`,
    summary: "Change a member's role (admin or the team's owner); the last owner stays; answers the team",
    tag: TAG,
    operation: `mutation ChangeTeamMemberRole($teamId: ID!, $userId: ID!, $input: ChangeTeamMemberRoleInput!) {
      changeTeamMemberRole(teamId: $teamId, userId: $userId, input: $input) { ${TEAM} }
    }`,
    result: 'changeTeamMemberRole',
    errors: [400, 401, 403, 404],
    codes: ['INVALID_STATE'],
    body: 'input',
  },
  {
    method: 'GET',
    path: `${BASE}/teams/:teamId/wallet`,
    summary: "A team's wallet and balance (its members and admins)",
    tag: TAG,
    operation: `query TeamWallet($teamId: ID!) { teamWallet(teamId: $teamId) { ${WALLET} } }`,
    result: 'teamWallet',
    errors: [401, 403, 404],
  },
];
