import type { PlatformEvent } from '../../../lib/events/bus';
import { catalogEvent } from '../../../lib/events/catalog';
import type { BookingRow } from './booking-store';
import type { BookingMove } from './booking-machine';

/** The event a move records in its own transaction, built from the booking as written. */
export type MoveEvent = (booking: BookingRow, requestId: string | undefined) => PlatformEvent;

/**
 * booking.confirmed (webhook catalogue, booking-svc): the booking's parties, its money and its
 * size. Bookings carry no schedule of their own (dates belong to the listing), so none is sent.
 */
function bookingConfirmed(booking: BookingRow, requestId: string | undefined): PlatformEvent {
  const data = {
    bookingId: booking.id,
    listingId: booking.listingId,
    buyerId: booking.buyerId,
    sellerId: booking.sellerId,
    groupId: booking.groupId,
    status: booking.status,
    confirmedAt: booking.confirmedAt!.toISOString(),
    quantity: booking.quantity,
    pricing: { base: booking.baseAmount, tax: booking.taxAmount, total: booking.totalAmount, currency: booking.currency },
  };
  return catalogEvent('booking.confirmed', booking.tenantId, data, { requestId, subject: booking.id });
}

/** The moves that emit an event, as data beside the state machine; the others emit none. */
export const MOVE_EVENTS: Partial<Record<BookingMove, MoveEvent>> = {
  confirm: bookingConfirmed,
};
