import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { traceIdFrom } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import { serviceLogger } from '../../../lib/observability/logger';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import { ticketRefunded, ticketSalesChanged, TICKET_CURRENCY } from '../common/events';
import { identityClient, type IdentityClient } from '../common/identity-client';
import { confirmHolds, purchaseEvents, releaseHolds } from '../orders/order-payment';
import {
  failOrderIn,
  findOrderView,
  payOrderIn,
  withStalePendingOrders,
} from '../orders/order-store';
import {
  cancelTicketsOfCancelledEvents,
  chargeEndedTickets,
  endEvents,
  withUnsettledTickets,
  type CancelledTicket,
  type UnsettledTicket,
} from './settlement-store';

const log = serviceLogger('events');

/** An order still pending this long after it was written lost the request that was paying it. */
const ABANDONED_AFTER_MS = 30_000;

export interface SettlementSettings {
  /** Rows each step of a round takes at most (EVENTS_SETTLEMENT_BATCH). */
  batchSize: number;
  /** The wait after a round that left more work (EVENTS_SETTLEMENT_PAUSE_MS; 0 goes on at once). */
  pauseMs: number;
}

interface RoundDeps {
  prisma: PrismaClient;
  peers: SubgraphDirectory;
  settings: SettlementSettings;
}

/** What the cancellation of tickets with their event announces. */
function cancellationEvents(tickets: CancelledTicket[], now: Date) {
  const eventIds = [...new Set(tickets.map((t) => `${t.tenantId}/${t.eventId}`))];
  return [
    ...tickets.map((t) =>
      ticketRefunded(t.tenantId, {
        ticketId: t.id,
        eventId: t.eventId,
        holderId: t.holderId,
        amount: t.priceCredits,
        currency: TICKET_CURRENCY,
        reason: 'event_cancelled',
        refundedAt: now.toISOString(),
      }),
    ),
    ...eventIds.map((key) => {
      const [tenantId, eventId] = key.split('/');
      return ticketSalesChanged(tenantId, eventId);
    }),
  ];
}

/** Tells identity each decided settlement; answers the tickets it took. */
async function sendSettlements(
  identity: IdentityClient,
  tickets: UnsettledTicket[],
): Promise<string[]> {
  const answers = await Promise.allSettled(
    tickets.map((t) => identity.settle(t.tenantId, t.reservationId, t.settlement)),
  );
  answers.forEach((answer, i) => {
    if (answer.status === 'rejected')
      log.warn(
        { err: answer.reason, ticketId: tickets[i].id },
        'settling a ticket failed; retried',
      );
  });
  return tickets.filter((_, i) => answers[i].status === 'fulfilled').map((t) => t.id);
}

/**
 * Finishes orders a stopped process left pending: all holds still held -> paid as a purchase
 * pays; any ran out or never reached identity -> every hold released and the order failed.
 */
async function recoverOrders(deps: RoundDeps, identity: IdentityClient, now: Date) {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  return withStalePendingOrders(deps.prisma, before, deps.settings.batchSize, async (tx, rows) => {
    for (const row of rows) {
      const order = await findOrderView(tx, row);
      if (await confirmHolds(identity, order)) {
        await payOrderIn(tx, order, purchaseEvents(order), now);
      } else {
        await releaseHolds(identity, order);
        await failOrderIn(tx, order, 'HOLD_EXPIRED', now);
      }
    }
  });
}

/**
 * One round (docs/events.md, "Money"), each step one batch: end the events whose endsAt passed,
 * decide `charge` for their valid tickets, cancel the valid tickets of cancelled events (`refund`),
 * tell identity every decided settlement, and finish purchases a stopped process left pending.
 * Answers whether a step found a full batch (more is waiting).
 */
export async function settlementRound(deps: RoundDeps): Promise<boolean> {
  const requestId = randomUUID();
  const identity = identityClient(deps.peers, {
    requestId,
    traceId: traceIdFrom(undefined, requestId),
  });
  const { prisma } = deps;
  const { batchSize, pauseMs } = deps.settings;
  const now = new Date();
  const counts = [
    await endEvents(prisma, now, batchSize, (ended) =>
      ended.map((e) => ticketSalesChanged(e.tenantId, e.id)),
    ),
    await chargeEndedTickets(prisma, now, batchSize),
    await cancelTicketsOfCancelledEvents(prisma, now, batchSize, (tickets) =>
      cancellationEvents(tickets, now),
    ),
    await withUnsettledTickets(prisma, batchSize, (tickets) => sendSettlements(identity, tickets)),
    await recoverOrders(deps, identity, now),
  ];
  const more = counts.some((count) => count >= batchSize);
  if (more && pauseMs > 0) await sleep(pauseMs);
  return more;
}
