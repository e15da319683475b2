import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../../lib/clock';
import { traceIdFrom } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import { recoverHolds } from '../../../lib/jobs/hold-recovery';
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
  type StaleOrder,
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

interface SettlementSettings {
  /** Rows each step of a round takes at most (EVENTS_SETTLEMENT_BATCH). */
  batchSize: number;
  /** The wait after a round that left more work (EVENTS_SETTLEMENT_PAUSE_MS; 0 goes on at once). */
  pauseMs: number;
}

interface RoundDeps {
  prisma: PrismaClient;
  peers: SubgraphDirectory;
  settings: SettlementSettings;
  clock: Clock;
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
 * Finishes orders a stopped process left pending (lib/jobs/hold-recovery.ts): all holds still
 * held -> paid as a purchase pays; any ran out or never reached identity -> every hold released
 * and the order failed. The batch is claimed in one transaction (orders/order-store.ts), so an
 * order that fails ends the round and the next one decides the whole batch again: identity settles
 * each hold once. Answers the orders found.
 */
async function recoverOrders(deps: RoundDeps, identity: IdentityClient): Promise<number> {
  const round = await recoverHolds<StaleOrder>({
    service: 'events',
    kind: 'order',
    idOf: ({ order }) => order.id,
    // An order still pending this long after it was written lost the request paying it.
    abandonedAfterMs: 30_000,
    batchSize: deps.settings.batchSize,
    clock: deps.clock,
    forEachAbandoned: (before, limit, each) =>
      withStalePendingOrders(deps.prisma, before, limit, async (tx, rows) => {
        for (const order of rows) await each({ tx, order });
      }),
    onFailure: 'throw',
    async recover(stale, now) {
      const { tx } = stale;
      const order = await findOrderView(tx, stale.order);
      if (await confirmHolds(identity, order)) {
        await payOrderIn(tx, order, purchaseEvents(order), now);
      } else {
        await releaseHolds(identity, order);
        await failOrderIn(tx, order, 'HOLD_EXPIRED', now);
      }
      return true;
    },
  });
  return round.found;
}

/**
 * One round (docs/api/events.md, "Tickets"), each step one batch: end the events whose endsAt passed,
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
  const now = deps.clock.now();
  const counts = [
    await endEvents(prisma, now, batchSize, (ended) =>
      ended.map((e) => ticketSalesChanged(e.tenantId, e.id)),
    ),
    await chargeEndedTickets(prisma, now, batchSize),
    await cancelTicketsOfCancelledEvents(prisma, now, batchSize, (tickets) =>
      cancellationEvents(tickets, now),
    ),
    await withUnsettledTickets(prisma, batchSize, (tickets) => sendSettlements(identity, tickets)),
    await recoverOrders(deps, identity),
  ];
  const more = counts.some((count) => count >= batchSize);
  if (more && pauseMs > 0) await sleep(pauseMs);
  return more;
}
