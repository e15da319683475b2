import type { Actor } from '../../../lib/context';
import type { EventsDeps } from '../common/deps';
import type { EventRow } from '../events/event-store';
import { effectiveStatus, type EventStatus } from '../events/event-status';
import { salesEvent } from './access';
import { countTicketSales, type StoredSales } from './sales-store';

/** An event's counts now (sales/schema.graphql, TicketSales). */
export interface TicketSalesView {
  eventId: string;
  status: EventStatus;
  capacity: number;
  sold: number;
  checkedIn: number;
  refunded: number;
  cancelled: number;
  available: number;
  revenueCredits: number;
}

/**
 * The counts a dashboard shows, from the stored ones. A cancelled event's valid tickets are
 * counted as cancelled at once: the cancellation decided their fate in its transaction, and the
 * settlement round only carries it out, batch by batch. So the counts of a cancelled event are
 * final, and `ticketSales` can end on the status (gateway/subscriptions/progress-kinds.ts)
 * without showing a half-refunded event as its last word. Nothing is on sale once the event is
 * cancelled or ended.
 */
export function salesView(
  event: EventRow,
  status: EventStatus,
  stored: StoredSales,
): TicketSalesView {
  const cancelling = status === 'cancelled';
  const valid = cancelling ? 0 : stored.valid;
  return {
    eventId: event.id,
    status,
    capacity: event.capacity,
    sold: valid + stored.checkedIn,
    checkedIn: stored.checkedIn,
    refunded: stored.refunded,
    cancelled: stored.cancelled + (cancelling ? stored.valid : 0),
    available: status === 'cancelled' || status === 'ended' ? 0 : stored.seatsLeft,
    revenueCredits: (cancelling ? 0 : stored.validCredits) + stored.checkedInCredits,
  };
}

/**
 * An event's counts for those who run it (access.ts), with the status the event reads as now
 * (ended once its end has passed, even before the round writes it).
 */
export async function ticketSales(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
): Promise<TicketSalesView> {
  const event = await salesEvent(deps, actor, eventId);
  const stored = await countTicketSales(deps.prisma, actor.tenantId, event.id);
  return salesView(event, effectiveStatus(event, deps.clock.now()), stored);
}
