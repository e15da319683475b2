import type { Actor } from '../../../lib/context';
import type { EventsDeps } from '../common/deps';
import { assertSeesSales } from './access';
import { countTicketSales, type SalesCounts } from './sales-store';

/** An event's counts now, with the status a door dashboard follows. */
export interface TicketSalesView extends SalesCounts {
  eventId: string;
  status: 'draft' | 'published' | 'cancelled' | 'ended';
  capacity: number;
}

/**
 * The counts of an event for those who run it (access.ts). A published event whose end has
 * passed is `ended` here even before the settlement round marks it so: the subscription
 * (`ticketSales`, gateway/subscriptions/progress-kinds.ts) ends on that status.
 */
export async function ticketSales(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
  now: Date = new Date(),
): Promise<TicketSalesView> {
  const event = await assertSeesSales(
    deps,
    actor,
    await deps.loaders.eventById.load(eventId),
    eventId,
  );
  const counts = await countTicketSales(deps.prisma, actor.tenantId, event.id);
  const ended = event.status === 'published' && event.endsAt.getTime() <= now.getTime();
  return {
    eventId: event.id,
    status: ended ? 'ended' : event.status,
    capacity: event.capacity,
    ...counts,
  };
}
