import { Prisma } from '../../../lib/db/prisma';
import {
  columnSql as c,
  isoSql as iso,
  type DatasetSql,
} from '../../../lib/reports/report-page-store';
import type { IDENTITY_DATASETS } from '../common/report-datasets';

type Columns = (typeof IDENTITY_DATASETS)['credit_ledger']['columns'][number];

// A user's own wallet, as a scalar subquery: the page then walks wallet_entries' (wallet_id,
// created_at, id) index in order, a million entries without a sort.
const ownWallet = (u: string) =>
  Prisma.sql`t."wallet_id" = (SELECT "id" FROM "identity"."wallets" WHERE "user_id" = ${u}::uuid)`;

/** The ledger of the caller's own wallet (users and organizers), of every wallet of the tenant (admins). */
export const IDENTITY_DATASET_SQL: Record<keyof typeof IDENTITY_DATASETS, DatasetSql<Columns>> = {
  credit_ledger: {
    from: Prisma.sql`FROM "identity"."wallet_entries" AS t JOIN "identity"."wallets" AS w ON w."id" = t."wallet_id"`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      kind: c('t."kind"'),
      amount: c('t."amount"'),
      reference: c('t."reference"'),
      wallet_id: c('t."wallet_id"'),
      user_id: c('w."user_id"'),
      team_id: c('w."team_id"'),
      reservation_id: c('t."reservation_id"'),
      transfer_id: c('t."transfer_id"'),
    },
    scopes: { own: ownWallet, listings: ownWallet },
    status: c('t."kind"'),
  },
};
