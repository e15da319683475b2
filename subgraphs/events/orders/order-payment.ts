import type { IdentityClient } from '../common/identity-client';
import { ticketPurchased, ticketSalesChanged, TICKET_CURRENCY } from '../common/events';
import type { TicketRow } from '../tickets/ticket-store';
import type { OrderView } from './order-store';

/*
 * The credits of an order (docs/events.md, "Money"): one hold per paid ticket, reserved from the
 * buyer's or the team's wallet, confirmed once the order is written, and kept (not charged)
 * until each ticket's fate is decided. A purchase and the round's recovery of a purchase that
 * stopped half way both finish an order through these.
 */

/** The reservation of each paid ticket of the order; free tickets hold nothing. */
function holdsOf(order: OrderView) {
  return order.tickets
    .filter((ticket) => ticket.reservationId !== null)
    .map((ticket) => ({
      reservationId: ticket.reservationId!,
      tenantId: order.tenantId,
      userId: order.buyerId,
      teamId: order.teamId,
      amount: ticket.priceCredits,
      reference: `event-ticket:${ticket.id}`,
    }));
}

/** Reserves every hold (in parallel), waiting for all; the first refusal is thrown after. */
export async function reserveHolds(identity: IdentityClient, order: OrderView): Promise<void> {
  const answers = await Promise.allSettled(holdsOf(order).map((hold) => identity.reserve(hold)));
  const refused = answers.find((answer) => answer.status === 'rejected');
  if (refused) throw refused.reason;
}

/** Confirms every hold: true when all are held (the order may be paid). */
export async function confirmHolds(identity: IdentityClient, order: OrderView): Promise<boolean> {
  const answers = await Promise.all(
    holdsOf(order).map((hold) => identity.confirm(order.tenantId, hold.reservationId)),
  );
  return answers.every((answer) => answer === 'held');
}

/** Gives every hold back; identity answers repeats and holds it never stored safely. */
export async function releaseHolds(identity: IdentityClient, order: OrderView): Promise<void> {
  await Promise.all(
    holdsOf(order).map((hold) => identity.settle(order.tenantId, hold.reservationId, 'release')),
  );
}

/** What a paid order announces: each ticket bought, and the event's counts changed. */
export function purchaseEvents(order: OrderView, requestId?: string) {
  return (tickets: TicketRow[]) => [
    ...tickets.map((ticket) =>
      ticketPurchased(
        order.tenantId,
        {
          ticketId: ticket.id,
          eventId: order.eventId,
          buyerId: order.buyerId,
          amount: ticket.priceCredits,
          currency: TICKET_CURRENCY,
          orderId: order.id,
          ticketTypeId: order.ticketTypeId,
          teamId: order.teamId,
        },
        requestId,
      ),
    ),
    ticketSalesChanged(order.tenantId, order.eventId, requestId),
  ];
}
