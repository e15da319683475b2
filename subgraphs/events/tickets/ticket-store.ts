import type { Ticket } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents } from '../../../lib/events/outbox';
import type { CreationPage } from '../../../lib/pagination';

/** A ticket as stored (prisma/schema/events.prisma). */
export type TicketRow = Ticket;

type ShownStatus = 'valid' | 'checked_in' | 'refunded' | 'cancelled';

/** Pending and void tickets (an order being paid, or one that failed) are seats nobody holds. */
const SHOWN = { notIn: ['pending', 'void'] as Ticket['status'][] };

/** The tenant's tickets by id (the loader's batch); only shown tickets. */
export function findTicketsByIds(db: Db, tenantId: string, ids: string[]): Promise<TicketRow[]> {
  return db.ticket.findMany({ where: { tenantId, id: { in: ids }, status: SHOWN } });
}

export interface TicketFilter {
  holderId?: string;
  eventId?: string | null;
  status?: ShownStatus | null;
}

/** One page of the tenant's shown tickets, newest first, by holder and/or event. */
export function listTickets(
  db: Db,
  tenantId: string,
  filter: TicketFilter,
  page: CreationPage,
): Promise<TicketRow[]> {
  return db.ticket.findMany({
    where: {
      tenantId,
      ...(filter.holderId ? { holderId: filter.holderId } : {}),
      ...(filter.eventId ? { eventId: filter.eventId } : {}),
      status: filter.status ?? SHOWN,
      ...createdAfter(page),
    },
    ...creationQuery(page),
  });
}

/**
 * The same page of every holder's tickets (the User.tickets loader's batch): one query numbers
 * each holder's tickets newest first and keeps `limit + 1` of each, one more reads the rows.
 */
export async function listTicketsOfHolders(
  db: Db,
  tenantId: string,
  holderIds: string[],
  filter: Omit<TicketFilter, 'holderId'>,
  page: CreationPage,
): Promise<TicketRow[]> {
  const conditions = [
    Prisma.sql`"tenant_id" = ${tenantId}::uuid`,
    Prisma.sql`"holder_id" = ANY(${holderIds}::uuid[])`,
    filter.status
      ? Prisma.sql`"status" = ${filter.status}::"events"."ticket_status"`
      : Prisma.sql`"status" NOT IN ('pending', 'void')`,
  ];
  if (filter.eventId) conditions.push(Prisma.sql`"event_id" = ${filter.eventId}::uuid`);
  if (page.after)
    conditions.push(
      Prisma.sql`("created_at", "id") < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`,
    );
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM (
      SELECT "id", ROW_NUMBER() OVER (
        PARTITION BY "holder_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
      FROM "events"."tickets" WHERE ${Prisma.join(conditions, ' AND ')}) numbered
    WHERE "n" <= ${page.limit + 1}`;
  if (ids.length === 0) return [];
  return db.ticket.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** One seat back on sale per entry of `typeIds` (a type named twice gets two). */
export async function giveSeatsBack(tx: Db, typeIds: string[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const id of typeIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  // In id order, so two transactions giving seats of the same types back never deadlock.
  for (const [id, n] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
    await tx.$executeRaw`
      UPDATE "events"."ticket_types" SET "sold" = "sold" - ${n}, "updated_at" = now()
      WHERE "id" = ${id}::uuid`;
}

/**
 * valid -> refunded with `refund` decided, the seat back on sale and `events` written, in one
 * transaction; null when the ticket is no longer valid and undecided. The UPDATE's condition is
 * the one every decision of a ticket's credits writes under (settlements/settlement-store.ts):
 * a concurrent refund, check-in, cancellation or end waits on the row lock, re-reads the row and
 * finds nothing to do, so the credits are decided, and the seat given back, once. A free ticket
 * holds nothing: it is settled at once.
 */
export function refundTicketRow(
  prisma: PrismaClient,
  ticket: TicketRow,
  refundedBy: string,
  now: Date,
  events: (ticket: TicketRow) => PlatformEvent[],
): Promise<TicketRow | null> {
  return prisma.$transaction(async (tx) => {
    const moved = await tx.ticket.updateMany({
      where: { id: ticket.id, tenantId: ticket.tenantId, status: 'valid', settlement: null },
      data: {
        status: 'refunded',
        refundedAt: now,
        refundedBy,
        settlement: 'refund',
        settledAt: ticket.reservationId ? null : now,
      },
    });
    if (moved.count === 0) return null;
    await giveSeatsBack(tx, [ticket.ticketTypeId]);
    const row = await tx.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    await recordEvents(tx, 'events', events(row));
    return row;
  });
}

/** Identity took the ticket's settlement: it is never sent again. */
export async function markSettled(db: Db, ticketId: string, now: Date): Promise<void> {
  await db.ticket.updateMany({
    where: { id: ticketId, settledAt: null },
    data: { settledAt: now },
  });
}
