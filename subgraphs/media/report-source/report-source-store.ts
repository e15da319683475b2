import { Prisma } from '../../../lib/db/prisma';
import {
  columnSql as c,
  isoSql as iso,
  type DatasetSql,
} from '../../../lib/reports/report-page-store';
import type { MEDIA_DATASETS } from '../common/report-datasets';

type Columns = (typeof MEDIA_DATASETS)['media_jobs']['columns'][number];

/** Jobs belong to their owner: users and organizers export their own, admins the tenant's. */
export const MEDIA_DATASET_SQL: Record<keyof typeof MEDIA_DATASETS, DatasetSql<Columns>> = {
  media_jobs: {
    from: Prisma.sql`FROM "media"."jobs" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      type: c('t."type"'),
      status: c('t."status"'),
      progress: c('t."progress"'),
      provider: c('t."provider"'),
      owner_id: c('t."owner_id"'),
      team_id: c('t."team_id"'),
      credits_reserved: c('t."credits_reserved"'),
      credits_charged: c('t."credits_charged"'),
      credits_refunded: c('t."credits_refunded"'),
      completed_at: iso('t."completed_at"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."owner_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."owner_id" = ${u}::uuid`,
    },
    status: c('t."status"'),
  },
};
