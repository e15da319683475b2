import { recordEvents } from '../../../lib/events/outbox';
import { claimRound, updateClaimed, type ClaimSpec } from '../../../lib/db/claim-round';
import { Prisma, type PrismaClient } from '../../../lib/db/prisma';
import type { TicketSettlement } from '../../../lib/db/generated/client';
import type { PlatformEvent } from '../../../lib/events/bus';
import { giveSeatsBack } from '../tickets/ticket-store';

/*
 * The settlement round's SQL (docs/api/events.md, "Tickets"). Every step claims its rows
 * (lib/db/claim-round.ts: locked, skipping rows another holds), so several processes running the round at once each take different rows and none
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
    const ended = await updateClaimed<{ id: string; tenantId: string }>(
      tx,
      {
        schema: 'events',
        table: 'events',
        where: Prisma.sql`"status" = 'published' AND "ends_at" <= ${now}`,
        orderBy: Prisma.sql`"ends_at"`,
        limit,
      },
      Prisma.sql`"status" = 'ended', "ended_at" = ${now}, "updated_at" = ${now}`,
      Prisma.sql`"id", "tenant_id" AS "tenantId"`,
    );
    if (ended.length) await recordEvents(tx, 'events', events(ended));
    return ended.length;
  });
}

// The event statuses as literals: the column is an enum, which a text parameter would not match.
const EVENT_IS = {
  ended: Prisma.sql`e."status" = 'ended'`,
  cancelled: Prisma.sql`e."status" = 'cancelled'`,
};

/** Valid, undecided tickets of events in `status` (the events read, only the tickets locked). */
function undecidedTicketsOf(
  status: keyof typeof EVENT_IS,
  limit: number,
  orderBy?: Prisma.Sql,
): ClaimSpec {
  return {
    schema: 'events',
    table: 'tickets',
    as: 't',
    join: Prisma.sql`JOIN "events"."events" e ON e."id" = t."event_id"`,
    where: Prisma.sql`${EVENT_IS[status]} AND t."status" = 'valid' AND t."settlement" IS NULL`,
    orderBy,
    limit,
  };
}

/**
 * `charge` decided for up to `limit` valid, undecided tickets of ended events (free ones are
 * settled at once: they hold nothing). A ticket a refund or check-in is moving right now is
 * skipped here and decided by its own move; a ticket of an order paid after its event ended is
 * found by a later round. Answers the tickets decided.
 */
export async function chargeEndedTickets(
  prisma: PrismaClient,
  now: Date,
  limit: number,
): Promise<number> {
  const charged = await updateClaimed(
    prisma,
    undecidedTicketsOf('ended', limit),
    Prisma.sql`"settlement" = 'charge', "updated_at" = ${now},
      "settled_at" = CASE WHEN "reservation_id" IS NULL THEN ${now}::timestamptz END`,
  );
  return charged.length;
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
    const cancelled = await updateClaimed<CancelledTicket>(
      tx,
      undecidedTicketsOf('cancelled', limit, Prisma.sql`t."event_id", t."id"`),
      Prisma.sql`"status" = 'cancelled', "cancelled_at" = ${now},
        "settlement" = 'refund', "updated_at" = ${now},
        "settled_at" = CASE WHEN "reservation_id" IS NULL THEN ${now}::timestamptz END`,
      Prisma.sql`"id", "tenant_id" AS "tenantId", "event_id" AS "eventId", "holder_id" AS "holderId",
        "price_credits" AS "priceCredits", "ticket_type_id" AS "ticketTypeId"`,
    );
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
  const unsettled: ClaimSpec = {
    schema: 'events',
    table: 'tickets',
    columns: Prisma.sql`"id", "tenant_id" AS "tenantId", "reservation_id" AS "reservationId",
      "settlement"`,
    where: Prisma.sql`"settlement" IS NOT NULL AND "settled_at" IS NULL`,
    orderBy: Prisma.sql`"updated_at"`,
    limit,
  };
  return claimRound(
    prisma,
    unsettled,
    async (tx, tickets: UnsettledTicket[]) => {
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
