import { Prisma } from '../../../lib/db/prisma';
import {
  columnSql as c,
  isoSql as iso,
  type DatasetSql,
} from '../../../lib/reports/report-page-store';
import type { MARKETPLACE_DATASETS } from '../common/report-datasets';

type Columns<K extends keyof typeof MARKETPLACE_DATASETS> =
  (typeof MARKETPLACE_DATASETS)[K]['columns'][number];

/**
 * How the marketplace reads its report datasets (lib/reports/report-page-store.ts runs them):
 * a buyer's own orders, quotes and disputes, a seller's through their listings (seller_id is
 * copied onto each row, so no join), the tenant's for admins. Deleted listings never show.
 */
export const MARKETPLACE_DATASET_SQL: {
  [K in keyof typeof MARKETPLACE_DATASETS]: DatasetSql<Columns<K>>;
} = {
  orders: {
    from: Prisma.sql`FROM "marketplace"."orders" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      status: c('t."status"'),
      category: c('t."category"'),
      listing_id: c('t."listing_id"'),
      buyer_id: c('t."buyer_id"'),
      seller_id: c('t."seller_id"'),
      total_amount: c('t."total_amount"'),
      currency: c('t."currency"'),
      rating: c('t."rating"'),
      completed_at: iso('t."completed_at"'),
      cancelled_at: iso('t."cancelled_at"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."buyer_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."seller_id" = ${u}::uuid`,
    },
    category: c('t."category"'),
    status: c('t."status"'),
  },
  listings: {
    from: Prisma.sql`FROM "marketplace"."listings" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      title: c('t."title"'),
      category: c('t."category"'),
      status: c('t."status"'),
      seller_id: c('t."seller_id"'),
      price_min: c('t."price_min"'),
      price_max: c('t."price_max"'),
      currency: c('t."currency"'),
      total_views: c('t."total_views"'),
      total_bookings: c('t."total_bookings"'),
      revenue: c('t."revenue"'),
      average_rating: c('t."average_rating"'),
      published_at: iso('t."published_at"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."seller_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."seller_id" = ${u}::uuid`,
    },
    category: c('t."category"'),
    status: c('t."status"'),
    where: Prisma.sql`t."deleted_at" IS NULL`,
  },
  quotes: {
    from: Prisma.sql`FROM "marketplace"."quotes" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      listing_id: c('t."listing_id"'),
      responder_id: c('t."responder_id"'),
      seller_id: c('t."seller_id"'),
      status: c('t."status"'),
      amount: c('t."amount"'),
      currency: c('t."currency"'),
      valid_until: iso('t."valid_until"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."responder_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."seller_id" = ${u}::uuid`,
    },
    status: c('t."status"'),
  },
  disputes: {
    from: Prisma.sql`FROM "marketplace"."disputes" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      order_id: c('t."order_id"'),
      listing_id: c('t."listing_id"'),
      buyer_id: c('t."buyer_id"'),
      seller_id: c('t."seller_id"'),
      opened_by: c('t."opened_by"'),
      status: c('t."status"'),
      tier: c('t."tier"'),
      resolution: c('t."resolution"'),
      refund_amount: c('t."refund_amount"'),
      seller_amount: c('t."seller_amount"'),
      resolved_at: iso('t."resolved_at"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."buyer_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."seller_id" = ${u}::uuid`,
    },
    status: c('t."status"'),
  },
};
