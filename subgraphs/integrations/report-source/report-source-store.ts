import { Prisma } from '../../../lib/db/prisma';
import {
  columnSql as c,
  isoSql as iso,
  type DatasetSql,
} from '../../../lib/reports/report-page-store';
import type { INTEGRATIONS_DATASETS } from '../common/report-datasets';

type Columns = (typeof INTEGRATIONS_DATASETS)['webhook_deliveries']['columns'][number];

// Endpoints belong to the tenant; the one who registered an endpoint owns its deliveries.
const registeredBy = (u: string) =>
  Prisma.sql`t."endpoint_id" IN (SELECT "id" FROM "integrations"."webhook_endpoints" WHERE "created_by" = ${u}::uuid)`;

/** Deliveries of the endpoints the caller registered (users and organizers), of the tenant's (admins). */
export const INTEGRATIONS_DATASET_SQL: Record<
  keyof typeof INTEGRATIONS_DATASETS,
  DatasetSql<Columns>
> = {
  webhook_deliveries: {
    from: Prisma.sql`FROM "integrations"."webhook_deliveries" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      endpoint_id: c('t."endpoint_id"'),
      event_id: c('t."event_id"'),
      event_type: c('t."event_type"'),
      status: c('t."status"'),
      attempts: c('t."attempts"'),
      last_status_code: c('t."last_status_code"'),
      last_attempt_at: iso('t."last_attempt_at"'),
      delivered_at: iso('t."delivered_at"'),
    },
    scopes: { own: registeredBy, listings: registeredBy },
    status: c('t."status"'),
  },
};
