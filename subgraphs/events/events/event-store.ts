import { randomUUID } from 'node:crypto';
import type { TicketedEvent } from '../../../lib/db/generated/client';
import type { Db, Prisma, PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents } from '../../../lib/events/outbox';

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
  now: Date,
  eventsOf: (row: EventRow) => PlatformEvent[],
): Promise<EventRow> {
  return prisma.$transaction(async (tx) => {
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
  now: Date,
  decide: (event: EventRow, seats: EventSeats) => EventWrite | null,
): Promise<EventRow | null> {
  return prisma.$transaction(async (tx) => {
    const locked = await lockEventWithSeats(tx, tenantId, id);
    if (!locked) return null;
    const write = decide(locked.event, locked.seats);
    if (!write) return locked.event;
    const updated = await withDatabaseErrors('Event', () =>
      tx.ticketedEvent.update({ where: { id }, data: { ...write.writes, updatedAt: now } }),
    );
    await recordEvents(tx, 'events', write.eventsOf(updated));
    return updated;
  });
}
