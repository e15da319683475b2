import { randomUUID } from 'node:crypto';
import type { TicketType } from '../../../lib/db/generated/client';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents } from '../../../lib/events/outbox';
import { lockEventWithSeats, type EventRow, type EventSeats } from '../events/event-store';

/** A ticket type as stored (prisma/schema/events.prisma). */
export type TicketTypeRow = TicketType;

/** What a create sets and an update may change (`sold` is the purchases' alone). */
export type TicketTypeFields = Pick<
  TicketTypeRow,
  'name' | 'priceCredits' | 'quantity' | 'salesStart' | 'salesEnd' | 'maxPerOrder'
>;

/** A new or changed ticket type a rule decided, and the events to store with it. */
export interface TicketTypeWrite<F> {
  fields: F;
  eventsOf(row: TicketTypeRow): PlatformEvent[];
}

/** The tenant's ticket types by id (the loader's batch). */
export function findTicketTypesByIds(
  db: Db,
  tenantId: string,
  ids: string[],
): Promise<TicketTypeRow[]> {
  return db.ticketType.findMany({ where: { tenantId, id: { in: ids } } });
}

/** The ticket types of the tenant's events, oldest first (the loader's batch). */
export function findTicketTypesOfEvents(
  db: Db,
  tenantId: string,
  eventIds: string[],
): Promise<TicketTypeRow[]> {
  return db.ticketType.findMany({
    where: { tenantId, eventId: { in: eventIds } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/**
 * Adds a ticket type to an event of the tenant. The event row is locked FOR UPDATE first
 * (lockEventWithSeats), so `decide` compares the new quantity with the other types' total as
 * no concurrent insert, change of a type or change of the capacity can alter it before this
 * commits: the quantities never add up above the capacity. Null when there is no such event.
 */
export function insertTicketType(
  prisma: PrismaClient,
  tenantId: string,
  eventId: string,
  now: Date,
  decide: (event: EventRow, seats: EventSeats) => TicketTypeWrite<TicketTypeFields>,
): Promise<TicketTypeRow | null> {
  return prisma.$transaction(async (tx) => {
    const locked = await lockEventWithSeats(tx, tenantId, eventId);
    if (!locked) return null;
    const write = decide(locked.event, locked.seats);
    const row = await withDatabaseErrors('TicketType', () =>
      tx.ticketType.create({
        data: {
          ...write.fields,
          id: randomUUID(),
          tenantId,
          eventId,
          createdAt: now,
          updatedAt: now,
        },
      }),
    );
    await recordEvents(tx, 'events', write.eventsOf(row));
    return row;
  });
}

/**
 * Changes a ticket type of the tenant. Its event is locked FOR UPDATE first (as insertTicketType
 * does, so the quantities' total stays within the capacity), then the type itself FOR UPDATE,
 * so `decide` sees the `sold` that purchases cannot raise before this commits (a purchase's
 * `UPDATE ... SET sold` waits for the type's lock): a quantity never falls below what is sold and
 * a price never changes once a seat is. Null when there is no such ticket type.
 */
export function changeTicketType(
  prisma: PrismaClient,
  tenantId: string,
  id: string,
  now: Date,
  decide: (
    event: EventRow,
    seats: EventSeats,
    type: TicketTypeRow,
  ) => TicketTypeWrite<Partial<TicketTypeFields>>,
): Promise<TicketTypeRow | null> {
  return prisma.$transaction(async (tx) => {
    const seen = await tx.ticketType.findFirst({
      where: { id, tenantId },
      select: { eventId: true },
    });
    const locked = seen && (await lockEventWithSeats(tx, tenantId, seen.eventId));
    if (!locked) return null;
    await tx.$queryRaw`SELECT "id" FROM "events"."ticket_types" WHERE "id" = ${id}::uuid FOR UPDATE`;
    const type = await tx.ticketType.findUniqueOrThrow({ where: { id } });
    const write = decide(locked.event, locked.seats, type);
    const row = await withDatabaseErrors('TicketType', () =>
      tx.ticketType.update({ where: { id }, data: { ...write.fields, updatedAt: now } }),
    );
    await recordEvents(tx, 'events', write.eventsOf(row));
    return row;
  });
}
