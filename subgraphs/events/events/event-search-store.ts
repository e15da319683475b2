import { keysetSelect } from '../../../lib/db/keyset';
import { Prisma, type Db } from '../../../lib/db/prisma';
import type { SortedPage } from '../../../lib/pagination';
import type { EventRow } from './event-store';

// The event lists' SQL: `events(...)` and Listing.upcomingEvents, in raw SQL for the status an
// event reads as (events/event-status.ts) and for one query over many venue listings.

/** The columns of a TicketedEvent, named as Prisma names them, for raw queries. */
const EVENT_COLUMNS = Prisma.sql`
  e."id"::text AS "id", e."tenant_id"::text AS "tenantId", e."organizer_id"::text AS "organizerId",
  e."title", e."description", e."starts_at" AS "startsAt", e."ends_at" AS "endsAt", e."timezone",
  e."venue_listing_id"::text AS "venueListingId", e."venue_name" AS "venueName",
  e."venue_address" AS "venueAddress", e."venue_city" AS "venueCity",
  e."venue_country" AS "venueCountry", e."capacity", e."cover_image" AS "coverImage",
  e."refund_cutoff_hours" AS "refundCutoffHours", e."staff_team_ids"::text[] AS "staffTeamIds",
  e."status"::text AS "status", e."published_at" AS "publishedAt",
  e."cancelled_at" AS "cancelledAt", e."cancel_reason" AS "cancelReason",
  e."ended_at" AS "endedAt", e."created_at" AS "createdAt", e."updated_at" AS "updatedAt"`;

/** The status an event reads as at `now` (events/event-status.ts, effectiveStatus) in SQL. */
function readStatus(now: Date): Prisma.Sql {
  return Prisma.sql`(CASE WHEN e."status" = 'published' AND e."ends_at" <= ${now}::timestamptz
    THEN 'ended' ELSE e."status"::text END)`;
}

/** A validated list request: which events, and the page (soonest first). */
export interface EventQuery extends SortedPage<'startsAt'> {
  tenantId: string;
  now: Date;
  /** Read statuses any of which an event must have. */
  statuses: string[];
  /** Only this organizer's events. */
  organizerId?: string;
  /** Drafts count only when organized by this user (a caller who is no admin). */
  draftsOf?: string;
  from?: Date;
  to?: Date;
  city?: string;
  /** Matched case-insensitively anywhere in the title or the description. */
  q?: string;
}

/** `text` as a LIKE pattern matching itself anywhere: its wildcards and the escape are escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(query: EventQuery): Prisma.Sql[] {
  const status = readStatus(query.now);
  const where = [
    Prisma.sql`e."tenant_id" = ${query.tenantId}::uuid`,
    Prisma.sql`${status} IN (${Prisma.join(query.statuses)})`,
  ];
  if (query.organizerId) where.push(Prisma.sql`e."organizer_id" = ${query.organizerId}::uuid`);
  if (query.draftsOf)
    where.push(Prisma.sql`(e."status" <> 'draft' OR e."organizer_id" = ${query.draftsOf}::uuid)`);
  if (query.from) where.push(Prisma.sql`e."starts_at" >= ${query.from}::timestamptz`);
  if (query.to) where.push(Prisma.sql`e."starts_at" < ${query.to}::timestamptz`);
  if (query.city) where.push(Prisma.sql`lower(e."venue_city") = lower(${query.city})`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      Prisma.sql`(e."title" ILIKE ${pattern} ESCAPE '\\' OR e."description" ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  return where;
}

/** One page of the tenant's events in (startsAt, id) order, `limit + 1` rows. */
export function findEventPage(db: Db, query: EventQuery): Promise<EventRow[]> {
  const select = Prisma.sql`SELECT ${EVENT_COLUMNS} FROM "events"."events" e`;
  const column = {
    sql: Prisma.sql`e."starts_at"`,
    type: 'timestamptz' as const,
    id: Prisma.sql`e."id"`,
  };
  return db.$queryRaw<EventRow[]>(keysetSelect(select, conditions(query), column, query));
}

/**
 * The published, not yet ended events at each of the tenant's venue listings, soonest first, at
 * most `perListing` of each: one query for every listing of a request (the loader's batch).
 */
export async function findUpcomingEventsAt(
  db: Db,
  tenantId: string,
  listingIds: string[],
  now: Date,
  perListing: number,
): Promise<EventRow[]> {
  const rows = await db.$queryRaw<(EventRow & { rank: bigint })[]>`
    SELECT * FROM (
      SELECT ${EVENT_COLUMNS}, row_number() OVER (
        PARTITION BY e."venue_listing_id" ORDER BY e."starts_at", e."id") AS "rank"
      FROM "events"."events" e
      WHERE e."tenant_id" = ${tenantId}::uuid
        AND e."venue_listing_id" = ANY(${listingIds}::uuid[])
        AND e."status" = 'published' AND e."ends_at" > ${now}::timestamptz
    ) ranked
    WHERE "rank" <= ${perListing}
    ORDER BY "startsAt", "id"`;
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** How many published, not yet ended events each of the tenant's venue listings has (one query a batch). */
export function countUpcomingEventsAt(
  db: Db,
  tenantId: string,
  listingIds: string[],
  now: Date,
): Promise<{ listingId: string; count: number }[]> {
  return db.$queryRaw<{ listingId: string; count: number }[]>`
    SELECT e."venue_listing_id"::text AS "listingId", count(*)::int AS "count"
    FROM "events"."events" e
    WHERE e."tenant_id" = ${tenantId}::uuid
      AND e."venue_listing_id" = ANY(${listingIds}::uuid[])
      AND e."status" = 'published' AND e."ends_at" > ${now}::timestamptz
    GROUP BY e."venue_listing_id"`;
}
