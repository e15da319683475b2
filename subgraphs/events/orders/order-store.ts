import type { TicketOrder } from '../../../lib/db/generated/client';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents } from '../../../lib/events/outbox';
import { claimRound, type ClaimSpec } from '../../../lib/db/claim-round';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import type { TicketRow } from '../tickets/ticket-store';

/** An order as answered: the row and the tickets it made. */
export interface OrderView extends TicketOrder {
  tickets: TicketRow[];
}

interface NewTicket {
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

/**
 * Buyers of one event wait for a connection in turn: under a rush (hundreds at once) Prisma's
 * defaults (2 s to start a transaction, 5 s to finish) would turn a wait into a 500.
 */
const BUSY = { maxWait: 30_000, timeout: 30_000 };

const ticketsOf = (db: Db, orderId: string) =>
  db.ticket.findMany({ where: { orderId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

/**
 * Claims the order's seats and writes it `pending` with its tickets, in ONE statement; null
 * (nothing written) when the seats are gone.
 *
 * The claim is a conditional UPDATE. Under READ COMMITTED a concurrent claimer of the same type
 * waits on the row lock the first one took, then re-evaluates `sold + n <= quantity` against the
 * committed row, so two buyers can never both take the last seat, and a claimer that finds too
 * few seats writes nothing (SOLD_OUT). The CHECK (sold <= quantity) of the migration backs it.
 * The order and its tickets are inserted by the same statement from the claim's row (none when
 * it claimed nothing), so they commit or roll back with the seats; and the type's row lock, which
 * every buyer of the type queues on, is held for this one statement only, not for the round trips
 * of an interactive transaction (bench/tickets.ts measures the difference under a rush).
 */
export async function claimSeatsAndOrder(
  prisma: PrismaClient,
  order: NewOrder,
): Promise<OrderView | null> {
  const quantity = order.tickets.length;
  const column = <K extends keyof NewTicket>(key: K) => order.tickets.map((t) => t[key]);
  const inserted = await prisma.$executeRaw`
    WITH claimed AS (
      UPDATE "events"."ticket_types" SET "sold" = "sold" + ${quantity}, "updated_at" = now()
      WHERE "id" = ${order.ticketTypeId}::uuid AND "tenant_id" = ${order.tenantId}::uuid
        AND "sold" + ${quantity} <= "quantity"
      RETURNING "id"
    ), placed AS (
      INSERT INTO "events"."ticket_orders" ("id", "tenant_id", "event_id", "ticket_type_id",
        "buyer_id", "team_id", "quantity", "price_credits", "status", "created_at")
      SELECT ${order.id}::uuid, ${order.tenantId}::uuid, ${order.eventId}::uuid, "claimed"."id",
        ${order.buyerId}::uuid, ${order.teamId}::uuid, ${quantity}, ${order.priceCredits},
        'pending', now()
      FROM "claimed"
      RETURNING "id", "created_at"
    )
    INSERT INTO "events"."tickets" ("id", "tenant_id", "event_id", "ticket_type_id", "order_id",
      "holder_id", "attendee_name", "attendee_email", "price_credits", "status", "reservation_id",
      "created_at", "updated_at")
    SELECT "t"."id", ${order.tenantId}::uuid, ${order.eventId}::uuid, ${order.ticketTypeId}::uuid,
      "placed"."id", ${order.buyerId}::uuid, "t"."name", "t"."email", ${order.priceCredits},
      'pending', "t"."reservation_id",
      -- One creation time for the order's tickets, in the order of the attendees.
      "placed"."created_at" + ("t"."position" - 1) * interval '1 millisecond', now()
    FROM "placed",
      unnest(${column('id')}::uuid[], ${column('attendeeName')}::text[],
        ${column('attendeeEmail')}::text[], ${column('reservationId')}::text[])
        WITH ORDINALITY AS "t"("id", "name", "email", "reservation_id", "position")`;
  if (inserted === 0) return null;
  const row = await prisma.ticketOrder.findUniqueOrThrow({ where: { id: order.id } });
  return { ...row, tickets: await ticketsOf(prisma, order.id) };
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
  return prisma.$transaction((tx) => payOrderIn(tx, order, events, now), BUSY);
}

/** failOrderIn in a transaction of its own (a request's purchase). */
export function failOrder(
  prisma: PrismaClient,
  order: TicketOrder,
  failureCode: string,
  now: Date,
): Promise<boolean> {
  return prisma.$transaction((tx) => failOrderIn(tx, order, failureCode, now), BUSY);
}

/** The order and its tickets as they are now. */
export async function findOrderView(db: Db, order: TicketOrder): Promise<OrderView> {
  const row = await db.ticketOrder.findUniqueOrThrow({ where: { id: order.id } });
  return { ...row, tickets: await ticketsOf(db, order.id) };
}

/** An order the recovery holds, with the transaction that holds its lock. */
export type StaleOrder = { tx: Db; order: TicketOrder };

/**
 * Takes up to `limit` orders pending since before `before` (a request that stopped half way),
 * claimed for the whole of `work` (lib/db/claim-round.ts): several processes running the round
 * at once each take different orders, and an order a request is finishing right now (it holds the
 * lock of its pay or fail for an instant) is skipped, not waited for. `work` gets the transaction
 * so that its pay or fail commits with the lock it was decided under.
 */
export function withStalePendingOrders(
  prisma: PrismaClient,
  before: Date,
  limit: number,
  work: (tx: Db, orders: TicketOrder[]) => Promise<void>,
): Promise<number> {
  const stale: ClaimSpec = {
    schema: 'events',
    table: 'ticket_orders',
    where: Prisma.sql`"status" = 'pending' AND "created_at" < ${before}`,
    orderBy: Prisma.sql`"created_at"`,
    limit,
  };
  return claimRound(
    prisma,
    stale,
    async (tx, orders: { id: string }[]) => {
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
