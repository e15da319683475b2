import { requireCaller } from '../../../lib/context';
import { findVisibleBooking } from '../bookings/access';
import { LEGACY_STATUS } from '../bookings/booking-machine';
import type { BookingResolvers } from '../generated/graphql';
import { userRef, visibleListingOf } from './group-fields';

export const Booking: BookingResolvers = {
  // Batched through the loader; a booking the caller may not see resolves to null like a missing one.
  __resolveReference: (reference, context) => findVisibleBooking(context.loaders, requireCaller(context), reference.id),
  listing: visibleListingOf,
  // Users live in the identity subgraph; the gateway fetches their fields from there.
  buyer: (booking) => userRef(booking.buyerId),
  seller: (booking) => userRef(booking.sellerId),
  legacyStatus: (booking) => LEGACY_STATUS[booking.status],
  pricing: (booking) => ({ base: booking.baseAmount, tax: booking.taxAmount, total: booking.totalAmount, currency: booking.currency }),
  price: (booking) => booking.totalAmount,
  attendee: (booking) => ({ email: booking.attendeeEmail, name: booking.attendeeName, phone: booking.attendeePhone }),
};
