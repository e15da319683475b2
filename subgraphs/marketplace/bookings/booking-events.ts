import type { PlatformEvent } from '../../../lib/events/bus';
import { catalogEvent } from '../../../lib/events/catalog';
import { BOOKING_CONFIRMED, type BookingConfirmedData } from '../common/events';
import type { BookingMove } from './booking-machine';
import type { BookingRow } from './booking-store';

/** The event a move records in its own transaction, built from the booking as the move writes it. */
export type MoveEvent = (booking: BookingRow, requestId: string | undefined) => PlatformEvent;

/** booking.confirmed (common/events.ts): the booking's parties, its money and its size. */
function bookingConfirmed(
  booking: BookingRow,
  requestId: string | undefined,
): PlatformEvent<BookingConfirmedData> {
  const data: BookingConfirmedData = {
    bookingId: booking.id,
    listingId: booking.listingId,
    buyerId: booking.buyerId,
    sellerId: booking.sellerId,
    groupId: booking.groupId,
    status: booking.status,
    confirmedAt: booking.confirmedAt!.toISOString(),
    quantity: booking.quantity,
    pricing: {
      base: booking.baseAmount,
      tax: booking.taxAmount,
      total: booking.totalAmount,
      currency: booking.currency,
    },
  };
  return catalogEvent(BOOKING_CONFIRMED, booking.tenantId, data, {
    requestId,
    subject: booking.id,
  });
}

/** The moves that emit an event, as data beside the state machine; the others emit none. */
export const MOVE_EVENTS: Partial<Record<BookingMove, MoveEvent>> = {
  confirm: bookingConfirmed,
};
