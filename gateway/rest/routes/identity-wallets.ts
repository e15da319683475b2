import { routeBuilder, type RestRoute } from '../route';
import { WALLET_FIELDS as WALLET } from './identity-common';

const ENTRY = 'id walletId amount kind reservationId transferId reference createdAt';

const { query, mutation } = routeBuilder('identity', '/auth/v1');

/** REST paths of `subgraphs/identity/wallets/`: docs/api/identity.md, Paths. */
export const identityWalletsRoutes: RestRoute[] = [
  query(
    '/wallet',
    "The caller's wallet and balance (admins and system: any user's with userId)",
    'wallet',
    WALLET,
    '$userId: ID',
    { errors: [401, 403, 404] },
  ),
  query(
    '/wallet/entries',
    "The ledger of the caller's wallet, newest first (userId or teamId for another wallet)",
    'walletEntries',
    ENTRY,
    '$userId: ID, $teamId: ID, $cursor: String, $limit: Int',
    { paginated: true, errors: [400, 401, 403, 404] },
  ),
  mutation(
    '/wallet/top-up',
    "Credit a user's or a team's wallet on a confirmed payment (role system); records payment.completed or payment.failed",
    'topUpWallet',
    `wallet { ${WALLET} } entry { ${ENTRY} }`,
    '$input: TopUpWalletInput!',
    { errors: [400, 401, 403, 404], status: 201 },
  ),
  mutation(
    '/wallet/transfers',
    'Move existing credits between two wallets of the tenant (admin): from and to each name a userId or a teamId',
    'transferCredits',
    `id amount reference from { ${WALLET} } to { ${WALLET} } debit { ${ENTRY} } credit { ${ENTRY} } createdAt`,
    '$input: TransferCreditsInput!',
    { errors: [400, 401, 402, 403, 404], status: 201 },
  ),
  query(
    '/teams/:teamId/wallet',
    "A team's wallet and balance (its members and admins)",
    'teamWallet',
    WALLET,
    '$teamId: ID!',
    { errors: [401, 403, 404] },
  ),
];
