import { Prisma } from '../../../lib/db/prisma';
import {
  columnSql as c,
  isoSql as iso,
  type DatasetSql,
} from '../../../lib/reports/report-page-store';
import type { AI_DATASETS } from '../common/report-datasets';

type Columns = (typeof AI_DATASETS)['inferences']['columns'][number];

/** Inferences belong to their user: users and organizers export their own, admins the tenant's. */
export const AI_DATASET_SQL: Record<keyof typeof AI_DATASETS, DatasetSql<Columns>> = {
  inferences: {
    from: Prisma.sql`FROM "ai"."inferences" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      user_id: c('t."user_id"'),
      mode: c('t."mode"'),
      kind: c('t."kind"'),
      status: c('t."status"'),
      cost_usd: c('t."cost_usd"'),
      credits_charged: c('t."credits_charged"'),
      latency_ms: c('t."latency_ms"'),
      error_code: c('t."error_code"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."user_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."user_id" = ${u}::uuid`,
    },
    status: c('t."status"'),
  },
};
