import type { TicketOrder } from '../../../lib/db/generated/client';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents } from '../../../lib/events/outbox';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { TicketRow } from '../tickets/ticket-store';

/** An order as answered: the row and the tickets it made. */
export interface OrderView extends TicketOrder {
  tickets: TicketRow[];
}

export interface NewTicket {
  id: string;
  attendeeName: string | null;
  attendeeEmail: string | null;
  /** `ticket-<id>` for a paid ticket, null for a free one. */
  reservationId: string | null;
}

export interface NewOrder {
  id: string;
  tenantId: string;
  eventId: string;
  ticketTypeId: string;
  buyerId: string;
  teamId: string | null;
  priceCredits: number;
  tickets: NewTicket[];
}

const ticketsOf = (db: Db, orderId: string) =>
  db.ticket.findMany({ where: { orderId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

/**
 * Claims the order's seats and writes it `pending` with its tickets, in one transaction; null
 * (nothing written) when the seats are gone.
 *
 * The claim is one conditional UPDATE. Under READ COMMITTED a concurrent claimer of the same type
 * waits on the row lock the first one took, then re-evaluates `sold + n <= quantity` against the
 * committed row, so two buyers can never both take the last seat, and a claimer that finds too
 * few seats writes nothing (SOLD_OUT). The CHECK (sold <= quantity) of the migration backs it.
 * The lock is held until the order and its tickets are written: a failure after the claim rolls
 * the seats back with them.
 */
export async function claimSeatsAndOrder(
  prisma: PrismaClient,
  order: NewOrder,
): Promise<OrderView | null> {
  const quantity = order.tickets.length;
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.$executeRaw`
      UPDATE "events"."ticket_types" SET "sold" = "sold" + ${quantity}, "updated_at" = now()
      WHERE "id" = ${order.ticketTypeId}::uuid AND "tenant_id" = ${order.tenantId}::uuid
        AND "sold" + ${quantity} <= "quantity"`;
    if (claimed === 0) return null;
    const { tickets, ...fields } = order;
    const row = await tx.ticketOrder.create({ data: { ...fields, quantity } });
    const base = {
      tenantId: order.tenantId,
      eventId: order.eventId,
      ticketTypeId: order.ticketTypeId,
      orderId: order.id,
      holderId: order.buyerId,
      priceCredits: order.priceCredits,
    };
    // One creation time for the order's tickets, ids in the order of the attendees.
    const createdAt = row.createdAt;
    await tx.ticket.createMany({
      data: tickets.map((ticket, i) => ({
        ...base,
        ...ticket,
        createdAt: new Date(createdAt.getTime() + i),
      })),
    });
    return { ...row, tickets: await ticketsOf(tx, order.id) };
  });
}

/**
 * pending -> paid: the tickets become valid and their events go out, in one transaction. The
 * move is conditional on the order still being pending, so a request and the round's recovery
 * finishing the same order pay it once; false when the other came first.
 */
export async function payOrderIn(
  db: Db,
  order: TicketOrder,
  events: (tickets: TicketRow[]) => PlatformEvent[],
  now: Date,
): Promise<boolean> {
  const moved = await db.ticketOrder.updateMany({
    where: { id: order.id, status: 'pending' },
    data: { status: 'paid', paidAt: now },
  });
  if (moved.count === 0) return false;
  await db.ticket.updateMany({
    where: { orderId: order.id, status: 'pending' },
    data: { status: 'valid' },
  });
  await recordEvents(db, 'events', events(await ticketsOf(db, order.id)));
  return true;
}

/**
 * pending -> failed: the tickets become void and the seats go back on sale, once (conditional on
 * the order still being pending, like payOrderIn); false when the order was finished already.
 */
export async function failOrderIn(
  db: Db,
  order: TicketOrder,
  failureCode: string,
  now: Date,
): Promise<boolean> {
  const moved = await db.ticketOrder.updateMany({
    where: { id: order.id, status: 'pending' },
    data: { status: 'failed', failureCode, failedAt: now },
  });
  if (moved.count === 0) return false;
  await db.ticket.updateMany({
    where: { orderId: order.id, status: 'pending' },
    data: { status: 'void' },
  });
  await db.$executeRaw`
    UPDATE "events"."ticket_types" SET "sold" = "sold" - ${order.quantity}, "updated_at" = now()
    WHERE "id" = ${order.ticketTypeId}::uuid`;
  return true;
}

/** payOrderIn in a transaction of its own (a request's purchase). */
export function payOrder(
  prisma: PrismaClient,
  order: TicketOrder,
  events: (tickets: TicketRow[]) => PlatformEvent[],
  now: Date,
): Promise<boolean> {
  return prisma.$transaction((tx) => payOrderIn(tx, order, events, now));
}

/** failOrderIn in a transaction of its own (a request's purchase). */
export function failOrder(
  prisma: PrismaClient,
  order: TicketOrder,
  failureCode: string,
  now: Date,
): Promise<boolean> {
  return prisma.$transaction((tx) => failOrderIn(tx, order, failureCode, now));
}

/** The order and its tickets as they are now. */
export async function findOrderView(db: Db, order: TicketOrder): Promise<OrderView> {
  const row = await db.ticketOrder.findUniqueOrThrow({ where: { id: order.id } });
  return { ...row, tickets: await ticketsOf(db, order.id) };
}

/**
 * Takes up to `limit` orders pending since before `before` (a request that stopped half way),
 * locked FOR UPDATE SKIP LOCKED for the whole of `work`: several processes running the round at
 * once each take different orders, and an order a request is finishing right now (it holds the
 * lock of its pay or fail for an instant) is skipped, not waited for. `work` gets the transaction
 * so that its pay or fail commits with the lock it was decided under.
 */
export function withStalePendingOrders(
  prisma: PrismaClient,
  before: Date,
  limit: number,
  work: (tx: Db, orders: TicketOrder[]) => Promise<void>,
): Promise<number> {
  return prisma.$transaction(
    async (tx) => {
      const orders = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "events"."ticket_orders"
        WHERE "status" = 'pending' AND "created_at" < ${before}
        ORDER BY "created_at" LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`;
      if (orders.length === 0) return 0;
      const rows = await tx.ticketOrder.findMany({
        where: { id: { in: orders.map((o) => o.id) } },
      });
      await work(tx, rows);
      return rows.length;
    },
    // Identity is asked about every hold of the batch while the locks are held.
    { timeout: 60_000, maxWait: 10_000 },
  );
}
