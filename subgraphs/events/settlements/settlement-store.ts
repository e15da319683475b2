import { recordEvents } from '../../../lib/events/outbox';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { TicketSettlement } from '../../../lib/db/generated/client';
import type { PlatformEvent } from '../../../lib/events/bus';
import { giveSeatsBack } from '../tickets/ticket-store';

/*
 * The settlement round's SQL (docs/events.md, "Money"). Every step takes its rows FOR UPDATE
 * SKIP LOCKED, so several processes running the round at once each take different rows and none
 * waits on another; and every decision is a conditional UPDATE of the ticket (`status = 'valid'
 * AND settlement IS NULL`), the same condition a refund or a check-in writes under, so a ticket's
 * credits are decided exactly once whoever comes first. A process killed anywhere leaves either
 * the state before a step's transaction or the state after it: the next round goes on from there.
 */

/** A ticket whose credits are decided but not yet settled with identity. */
export interface UnsettledTicket {
  id: string;
  tenantId: string;
  reservationId: string;
  settlement: TicketSettlement;
}

/** A ticket cancelled with its event: what its `ticket.refunded` says. */
export interface CancelledTicket {
  id: string;
  tenantId: string;
  eventId: string;
  holderId: string;
  priceCredits: number;
  ticketTypeId: string;
}

/**
 * published -> ended for up to `limit` events whose endsAt passed, their events written, in one
 * transaction; chargeEndedTickets then decides their tickets. Answers the events ended.
 */
export async function endEvents(
  prisma: PrismaClient,
  now: Date,
  limit: number,
  events: (ended: { id: string; tenantId: string }[]) => PlatformEvent[],
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const ended = await tx.$queryRaw<{ id: string; tenantId: string }[]>`
      UPDATE "events"."events" SET "status" = 'ended', "ended_at" = ${now}, "updated_at" = ${now}
      WHERE "id" IN (
        SELECT "id" FROM "events"."events" WHERE "status" = 'published' AND "ends_at" <= ${now}
        ORDER BY "ends_at" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING "id", "tenant_id" AS "tenantId"`;
    if (ended.length) await recordEvents(tx, 'events', events(ended));
    return ended.length;
  });
}

/**
 * `charge` decided for up to `limit` valid, undecided tickets of ended events (free ones are
 * settled at once: they hold nothing). A ticket a refund or check-in is moving right now is
 * skipped here and decided by its own move; a ticket of an order paid after its event ended is
 * found by a later round. Answers the tickets decided.
 */
export function chargeEndedTickets(
  prisma: PrismaClient,
  now: Date,
  limit: number,
): Promise<number> {
  return prisma.$executeRaw`
    UPDATE "events"."tickets" SET "settlement" = 'charge', "updated_at" = ${now},
      "settled_at" = CASE WHEN "reservation_id" IS NULL THEN ${now}::timestamptz END
    WHERE "id" IN (
      SELECT t."id" FROM "events"."tickets" t
      JOIN "events"."events" e ON e."id" = t."event_id"
      WHERE e."status" = 'ended' AND t."status" = 'valid' AND t."settlement" IS NULL
      LIMIT ${limit} FOR UPDATE OF t SKIP LOCKED)`;
}

/**
 * valid -> cancelled with `refund` decided for up to `limit` tickets of cancelled events, their
 * seats back on sale and their events written, in one transaction. Answers the tickets moved.
 */
export async function cancelTicketsOfCancelledEvents(
  prisma: PrismaClient,
  now: Date,
  limit: number,
  events: (cancelled: CancelledTicket[]) => PlatformEvent[],
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const cancelled = await tx.$queryRaw<CancelledTicket[]>`
      UPDATE "events"."tickets" SET "status" = 'cancelled', "cancelled_at" = ${now},
        "settlement" = 'refund', "updated_at" = ${now},
        "settled_at" = CASE WHEN "reservation_id" IS NULL THEN ${now}::timestamptz END
      WHERE "id" IN (
        SELECT t."id" FROM "events"."tickets" t
        JOIN "events"."events" e ON e."id" = t."event_id"
        WHERE e."status" = 'cancelled' AND t."status" = 'valid' AND t."settlement" IS NULL
        ORDER BY t."event_id", t."id" LIMIT ${limit} FOR UPDATE OF t SKIP LOCKED)
      RETURNING "id", "tenant_id" AS "tenantId", "event_id" AS "eventId", "holder_id" AS "holderId",
        "price_credits" AS "priceCredits", "ticket_type_id" AS "ticketTypeId"`;
    if (cancelled.length === 0) return 0;
    await giveSeatsBack(
      tx,
      cancelled.map((t) => t.ticketTypeId),
    );
    await recordEvents(tx, 'events', events(cancelled));
    return cancelled.length;
  });
}

/**
 * Takes up to `limit` decided, unsettled tickets (the partial index of the migration) locked for
 * the whole of `send`, which tells identity; the ones `send` answers are marked settled in the
 * same transaction. A crash between identity's answer and the commit leaves them unsettled here:
 * the next round sends them again and identity, which settles each reservation once, changes
 * nothing. Answers how many were taken.
 */
export function withUnsettledTickets(
  prisma: PrismaClient,
  limit: number,
  send: (tickets: UnsettledTicket[]) => Promise<string[]>,
): Promise<number> {
  return prisma.$transaction(
    async (tx) => {
      const tickets = await tx.$queryRaw<UnsettledTicket[]>`
        SELECT "id", "tenant_id" AS "tenantId", "reservation_id" AS "reservationId", "settlement"
        FROM "events"."tickets"
        WHERE "settlement" IS NOT NULL AND "settled_at" IS NULL
        ORDER BY "updated_at" LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
      if (tickets.length === 0) return 0;
      const settled = await send(tickets);
      if (settled.length)
        await tx.$executeRaw`
          UPDATE "events"."tickets" SET "settled_at" = now()
          WHERE "id" = ANY(${settled}::uuid[])`;
      return tickets.length;
    },
    // Identity is told about every ticket of the batch while the locks are held.
    { timeout: 60_000, maxWait: 10_000 },
  );
}
