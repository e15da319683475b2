import { Prisma } from '../../../lib/db/prisma';
import {
  columnSql as c,
  isoSql as iso,
  type DatasetSql,
} from '../../../lib/reports/report-page-store';
import type { EVENTS_DATASETS } from '../common/report-datasets';

type EventColumns = (typeof EVENTS_DATASETS)['events']['columns'][number];
type TicketColumns = (typeof EVENTS_DATASETS)['tickets']['columns'][number];

// A ticket is its holder's, and its event's organizer's: an organizer exports its attendees.
const organizes = (u: string) =>
  Prisma.sql`t."event_id" IN (SELECT "id" FROM "events"."events" WHERE "organizer_id" = ${u}::uuid)`;

// Counted per event row from the (event_id, status) index: held seats, not pending or void ones.
const heldTickets = (what: string, statuses: string) =>
  c(
    `(SELECT ${what} FROM "events"."tickets" AS k WHERE k."event_id" = t."id" AND k."status" IN (${statuses}))`,
  );

/**
 * Events their organizer made (users and organizers: their own), the tenant's (admins); tickets
 * their holder holds (users), those plus the tickets of the events they organize (organizers),
 * the tenant's (admins). An order's unpaid or failed tickets (pending, void) are never rows.
 */
export const EVENTS_DATASET_SQL = {
  events: {
    from: Prisma.sql`FROM "events"."events" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      title: c('t."title"'),
      status: c('t."status"'),
      starts_at: iso('t."starts_at"'),
      ends_at: iso('t."ends_at"'),
      timezone: c('t."timezone"'),
      venue_listing_id: c('t."venue_listing_id"'),
      venue_name: c('t."venue_name"'),
      venue_city: c('t."venue_city"'),
      venue_country: c('t."venue_country"'),
      capacity: c('t."capacity"'),
      refund_cutoff_hours: c('t."refund_cutoff_hours"'),
      organizer_id: c('t."organizer_id"'),
      published_at: iso('t."published_at"'),
      cancelled_at: iso('t."cancelled_at"'),
      ended_at: iso('t."ended_at"'),
      tickets_sold: heldTickets('count(*)::int', `'valid', 'checked_in'`),
      tickets_checked_in: heldTickets('count(*)::int', `'checked_in'`),
      revenue_credits: heldTickets(
        'coalesce(sum(k."price_credits"), 0)::int',
        `'valid', 'checked_in'`,
      ),
    },
    scopes: {
      own: (u) => Prisma.sql`t."organizer_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`t."organizer_id" = ${u}::uuid`,
    },
    status: c('t."status"'),
  } satisfies DatasetSql<EventColumns>,
  tickets: {
    from: Prisma.sql`FROM "events"."tickets" AS t`,
    columns: {
      id: c('t."id"'),
      created_at: iso('t."created_at"'),
      event_id: c('t."event_id"'),
      ticket_type_id: c('t."ticket_type_id"'),
      ticket_type_name: c(
        '(SELECT y."name" FROM "events"."ticket_types" AS y WHERE y."id" = t."ticket_type_id")',
      ),
      order_id: c('t."order_id"'),
      holder_id: c('t."holder_id"'),
      attendee_name: c('t."attendee_name"'),
      attendee_email: c('t."attendee_email"'),
      price_credits: c('t."price_credits"'),
      status: c('t."status"'),
      checked_in_at: iso('t."checked_in_at"'),
      refunded_at: iso('t."refunded_at"'),
      cancelled_at: iso('t."cancelled_at"'),
    },
    scopes: {
      own: (u) => Prisma.sql`t."holder_id" = ${u}::uuid`,
      listings: (u) => Prisma.sql`(t."holder_id" = ${u}::uuid OR ${organizes(u)})`,
    },
    status: c('t."status"'),
    where: Prisma.sql`t."status" NOT IN ('pending', 'void')`,
  } satisfies DatasetSql<TicketColumns>,
};
