import { PAGE_PATHS, ticketPagePath } from '../../../lib/http/page-paths';
import {
  TICKET_PURCHASED,
  TICKET_REFUNDED,
  type TicketPurchasedData,
  type TicketRefundedData,
} from '../../events/common/events';
import type { Notice, NoticesOf } from './notice';

/*
 * Notices of tickets (docs/api/notifications.md, "Kinds"), category `events`, in the inbox and
 * by e-mail as the holder's choices allow. The events service announces each ticket on its own
 * (subgraphs/events/common/events.ts); a holder hears of what they did or what happened to
 * them once: one notice per purchase, one per refund asked for, one per cancelled event.
 * Check-ins make none: the holder is at the door. Each links to a ticket page the gateway serves
 * (README "Account pages"), where the holder signs in: the event's tickets of theirs, or the one
 * ticket refunded.
 */

const BOTH = ['in_app', 'email'] as const;

function notice(fields: Omit<Notice, 'channels' | 'template'>): Notice {
  return { ...fields, channels: BOTH, template: 'notice' };
}

const credits = (amount: number) => (amount === 1 ? '1 credit' : `${amount} credits`);

export const TICKET_NOTICES: Record<string, NoticesOf> = {
  // Every ticket of an order names the order: its id keys the notice, so the order's other
  // tickets add nothing (the rows are unique on it: notice-store.ts).
  [TICKET_PURCHASED]: (event, link) => {
    const d = event.data as TicketPurchasedData;
    return [
      notice({
        userId: d.buyerId,
        sourceId: d.orderId,
        category: 'events',
        kind: 'tickets_purchased',
        title: 'Your tickets are confirmed',
        body: `Order ${d.orderId} is paid. Open your tickets for their QR codes, to show at the door.`,
        link: link(PAGE_PATHS.tickets, { eventId: d.eventId }),
      }),
    ];
  },
  // A cancellation refunds every ticket of the event: keyed by the event, a holder of several
  // hears of it once. A refund someone asked for is one ticket's, and told on its own.
  [TICKET_REFUNDED]: (event, link) => {
    const d = event.data as TicketRefundedData;
    const cancelled = d.reason === 'event_cancelled';
    return [
      notice({
        userId: d.holderId,
        ...(cancelled ? { sourceId: d.eventId } : {}),
        category: 'events',
        kind: cancelled ? 'event_cancelled' : 'ticket_refunded',
        title: cancelled
          ? 'An event you hold tickets for was cancelled'
          : 'Your ticket was refunded',
        body: cancelled
          ? `Event ${d.eventId} was cancelled. Your tickets for it are refunded to the wallet that paid.`
          : `Ticket ${d.ticketId} was refunded: ${credits(d.amount)} back to the wallet that paid.`,
        // A cancellation is the event's: the holder's tickets for it, each marked cancelled.
        link: cancelled
          ? link(PAGE_PATHS.tickets, { eventId: d.eventId })
          : link(ticketPagePath(d.ticketId)),
      }),
    ];
  },
};
