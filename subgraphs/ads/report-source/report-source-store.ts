import { Prisma } from '../../../lib/db/prisma';
import {
  columnSql as c,
  isoSql as iso,
  type DatasetSql,
} from '../../../lib/reports/report-page-store';
import type { ADS_DATASETS } from '../common/report-datasets';

type Columns = (typeof ADS_DATASETS)['ad_campaigns']['columns'][number];

/** Campaigns their creator made (users and organizers), the tenant's (admins); deleted ones never show. */
export const ADS_DATASET_SQL: Record<keyof typeof ADS_DATASETS, DatasetSql<Columns>> = {
  ad_campaigns: {
    from: Prisma.sql`FROM "ads"."campaigns" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      name: c('t."name"'),
      type: c('t."type"'),
      status: c('t."status"'),
      budget_type: c('t."budget_type"'),
      budget_amount: c('t."budget_amount"'),
      currency: c('t."currency"'),
      start_date: iso('t."start_date"'),
      end_date: iso('t."end_date"'),
      bid_strategy: c('t."bid_strategy"'),
      created_by: c('t."created_by"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."created_by" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."created_by" = ${u}::uuid`,
    },
    status: c('t."status"'),
    where: Prisma.sql`t."deleted_at" IS NULL`,
  },
};
