import { requireCaller } from '../../../lib/context';
import { findVisibleBooking } from '../domain/booking-access';
import { LEGACY_STATUS } from '../domain/booking-machine';
import { findVisible } from '../domain/listing-access';
import type { BookingResolvers } from '../generated/graphql';

export const Booking: BookingResolvers = {
  // Batched through the loader; a booking the caller may not see resolves to null like a missing one.
  __resolveReference: (reference, context) => findVisibleBooking(context.loaders, requireCaller(context), reference.id),
  listing: (booking, _args, context) => findVisible(context.loaders, requireCaller(context), booking.listingId),
  // Users live in the identity subgraph; the gateway fetches their fields from there.
  buyer: (booking) => ({ __typename: 'User', id: booking.buyerId }),
  seller: (booking) => ({ __typename: 'User', id: booking.sellerId }),
  legacyStatus: (booking) => LEGACY_STATUS[booking.status],
  pricing: (booking) => ({ base: booking.baseAmount, tax: booking.taxAmount, total: booking.totalAmount, currency: booking.currency }),
  price: (booking) => booking.totalAmount,
  attendee: (booking) => ({ email: booking.attendeeEmail, name: booking.attendeeName, phone: booking.attendeePhone }),
};
