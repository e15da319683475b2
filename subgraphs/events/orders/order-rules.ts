import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import { AppError, InvalidStateError, NotFoundError } from '../../../lib/errors';
import { serviceLogger } from '../../../lib/observability/logger';
import type { EventsDeps } from '../common/deps';
import { EventsError } from '../common/errors';
import { eventToBuyFrom } from './access';
import { checkBuyInput, checkQuantity, type BuyTicketsInput } from './order-input';
import { confirmHolds, purchaseEvents, releaseHolds, reserveHolds } from './order-payment';
import {
  claimSeatsAndOrder,
  failOrder,
  findOrderView,
  payOrder,
  type OrderView,
} from './order-store';

const log = serviceLogger('events');

/** Sales are open from salesStart (inclusive) to salesEnd (exclusive). */
function assertSalesOpen(type: { salesStart: Date; salesEnd: Date }, now: Date): void {
  if (now < type.salesStart)
    throw new AppError(
      'INVALID_STATE',
      `Ticket sales open at ${type.salesStart.toISOString()}`,
      400,
    );
  if (now >= type.salesEnd)
    throw new AppError(
      'INVALID_STATE',
      `Ticket sales closed at ${type.salesEnd.toISOString()}`,
      400,
    );
}

/**
 * Gives the holds back, then fails the order (seats back on sale). When that fails too (identity
 * unreachable) the order stays pending and the round's recovery finishes it; the caller answers
 * the error that stopped the purchase either way.
 */
async function abandon(deps: EventsDeps, order: OrderView, failureCode: string): Promise<void> {
  try {
    await releaseHolds(deps.identity, order);
    await failOrder(deps.prisma, order, failureCode, deps.clock.now());
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'failing an order failed; the round finishes it');
  }
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : 'INTERNAL');

/**
 * Buys tickets (docs/api/events.md, "Orders"): claim the seats and write
 * the order pending (409 SOLD_OUT when they are gone: nothing written), hold each paid ticket's
 * credits, confirm the holds, then pay: tickets valid, `ticket.purchased` each. A refusal on the
 * way (402 from the wallet, 403 from a team) gives every hold and seat back. A process that stops
 * half way leaves a pending order that the settlement round finishes after 30 s.
 */
export async function buyTickets(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
  input: BuyTicketsInput,
): Promise<OrderView> {
  const attendees = checkBuyInput(input);
  const event = await eventToBuyFrom(deps, actor, eventId);
  if (event.status !== 'published')
    throw new InvalidStateError('event', event.status, 'buy tickets of');
  const type = await deps.loaders.ticketTypeById.load(input.ticketTypeId);
  if (!type || type.eventId !== event.id)
    throw new NotFoundError('Ticket type', input.ticketTypeId);
  const now = deps.clock.now();
  assertSalesOpen(type, now);
  checkQuantity(input.quantity, type.maxPerOrder);

  const tickets = Array.from({ length: input.quantity }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      attendeeName: attendees[i]?.name ?? null,
      attendeeEmail: attendees[i]?.email ?? null,
      reservationId: type.priceCredits > 0 ? `ticket-${id}` : null,
    };
  });
  const order = await claimSeatsAndOrder(deps.prisma, {
    id: randomUUID(),
    tenantId: actor.tenantId,
    eventId: event.id,
    ticketTypeId: type.id,
    buyerId: actor.id,
    teamId: input.teamId ?? null,
    priceCredits: type.priceCredits,
    tickets,
  });
  if (!order)
    throw new EventsError(
      'SOLD_OUT',
      `Fewer than ${input.quantity} tickets of ${type.name} are left: nothing was reserved`,
    );

  try {
    await reserveHolds(deps.identity, order);
    if (!(await confirmHolds(deps.identity, order)))
      throw new AppError('INTERNAL', 'A credit hold ran out before the order was paid', 500);
  } catch (error) {
    await abandon(deps, order, codeOf(error));
    throw error;
  }
  await payOrder(deps.prisma, order, purchaseEvents(order, deps.requestId), deps.clock.now());
  return findOrderView(deps.prisma, order);
}
