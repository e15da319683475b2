import { randomUUID } from 'node:crypto';
import type { TicketedEvent } from '../../../lib/db/generated/client';
import { keysetSelect } from '../../../lib/db/keyset';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents } from '../../../lib/events/outbox';
import type { SortedPage } from '../../../lib/pagination';

/** An event as stored (prisma/schema/events.prisma). */
export type EventRow = TicketedEvent;

/** What a create sets and an update may change (the status moves only through the machine). */
export type EventFields = Pick<
  EventRow,
  | 'title'
  | 'description'
  | 'startsAt'
  | 'endsAt'
  | 'timezone'
  | 'venueListingId'
  | 'venueName'
  | 'venueAddress'
  | 'venueCity'
  | 'venueCountry'
  | 'capacity'
  | 'coverImage'
  | 'refundCutoffHours'
  | 'staffTeamIds'
>;

export type EventChanges = Partial<
  EventFields & Pick<EventRow, 'status' | 'publishedAt' | 'cancelledAt' | 'cancelReason'>
>;

/** The event's ticket types together, as a change of the event must respect them. */
export interface EventSeats {
  /** How many ticket types the event has. */
  types: number;
  /** The sum of their quantities: never above the event's capacity. */
  quantity: number;
}

/** A change a rule decided on an event it saw locked: what to write, and its events. */
export interface EventWrite {
  writes: EventChanges;
  eventsOf(updated: EventRow): PlatformEvent[];
}

/** The tenant's events by id (the loader's batch). */
export function findEventsByIds(db: Db, tenantId: string, ids: string[]): Promise<EventRow[]> {
  return db.ticketedEvent.findMany({ where: { tenantId, id: { in: ids } } });
}

/** A new draft event and its `event.created`, in one transaction. */
export function insertEvent(
  prisma: PrismaClient,
  event: EventFields & { tenantId: string; organizerId: string },
  eventsOf: (row: EventRow) => PlatformEvent[],
): Promise<EventRow> {
  return prisma.$transaction(async (tx) => {
    const now = new Date();
    const row = await withDatabaseErrors('Event', () =>
      tx.ticketedEvent.create({
        data: { ...event, id: randomUUID(), status: 'draft', createdAt: now, updatedAt: now },
      }),
    );
    await recordEvents(tx, 'events', eventsOf(row));
    return row;
  });
}

/**
 * Locks an event of the tenant FOR UPDATE for the rest of the transaction and reads its ticket
 * types' totals under that lock. Every change of the event and every insert or change of one of
 * its ticket types takes this lock first, so "the quantities never add up above the capacity"
 * is checked against totals no concurrent writer can change before the commit. (Purchases
 * change only `sold`, never a quantity, and do not take it.) Null when there is no such event.
 */
export async function lockEventWithSeats(
  tx: Prisma.TransactionClient,
  tenantId: string,
  id: string,
): Promise<{ event: EventRow; seats: EventSeats } | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "events"."events"
    WHERE "id" = ${id}::uuid AND "tenant_id" = ${tenantId}::uuid FOR UPDATE`;
  if (locked.length === 0) return null;
  const event = await tx.ticketedEvent.findUniqueOrThrow({ where: { id } });
  const totals = await tx.ticketType.aggregate({
    where: { eventId: id },
    _count: { _all: true },
    _sum: { quantity: true },
  });
  return { event, seats: { types: totals._count._all, quantity: totals._sum.quantity ?? 0 } };
}

/**
 * Changes an event of the tenant: `decide` sees it locked (lockEventWithSeats) with its ticket
 * types' totals, and throws to refuse; its write and events are one transaction. A null write
 * changes nothing. Null when there is no such event.
 */
export function changeEvent(
  prisma: PrismaClient,
  tenantId: string,
  id: string,
  decide: (event: EventRow, seats: EventSeats) => EventWrite | null,
): Promise<EventRow | null> {
  return prisma.$transaction(async (tx) => {
    const locked = await lockEventWithSeats(tx, tenantId, id);
    if (!locked) return null;
    const write = decide(locked.event, locked.seats);
    if (!write) return locked.event;
    const updated = await withDatabaseErrors('Event', () =>
      tx.ticketedEvent.update({ where: { id }, data: { ...write.writes, updatedAt: new Date() } }),
    );
    await recordEvents(tx, 'events', write.eventsOf(updated));
    return updated;
  });
}

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
