import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { visibleListingOf } from '../listings/listing-fields';
import { userRef } from '../common/user-ref';
import { findVisibleBooking } from './access';
import { parseBookingBody } from './booking-body';
import { createBookingGroup, getBookingGroup, groupTotals } from './booking-group-rules';
import { LEGACY_STATUS } from './booking-machine';
import { createBooking, createSimpleBooking, getBooking, moveBooking } from './booking-rules';
import { listBookings } from './booking-search';
import { validateBooking } from './booking-validation';

/** Bookings v1 and v2, and group bookings. */
export const bookingResolvers: Resolvers = {
  Query: {
    booking: (_parent, { id }, context) => getBooking(context.deps, requireCaller(context), id),
    bookings: (_parent, args, context) =>
      listBookings(context.deps, requireCaller(context), args, 'buyer'),
    sellerBookings: (_parent, args, context) =>
      listBookings(context.deps, requireCaller(context), args, 'seller'),
    bookingGroup: (_parent, { id }, context) =>
      getBookingGroup(context.deps, requireCaller(context), id),
    // The body arrives untyped on purpose; it is parsed against CreateBookingInput here.
    validateBooking: (_parent, { input }, context, info) =>
      validateBooking(context.deps, requireCaller(context), parseBookingBody(info.schema, input)),
  },
  Mutation: {
    createBooking: (_parent, { input }, context) =>
      createBooking(context.deps, requireCaller(context), input),
    createSimpleBooking: (_parent, { input }, context) =>
      createSimpleBooking(context.deps, requireCaller(context), input),
    createBookingGroup: (_parent, { input }, context) =>
      createBookingGroup(context.deps, requireCaller(context), input),
    submitBooking: (_parent, { id }, context) =>
      moveBooking(context.deps, requireCaller(context), id, 'submit'),
    confirmBooking: (_parent, { id }, context) =>
      moveBooking(context.deps, requireCaller(context), id, 'confirm'),
    completeBooking: (_parent, { id }, context) =>
      moveBooking(context.deps, requireCaller(context), id, 'complete'),
    cancelBooking: (_parent, { id, input }, context) =>
      moveBooking(context.deps, requireCaller(context), id, 'cancel', { reason: input?.reason }),
  },
  Booking: {
    // Batched through the loader; a booking the caller may not see resolves to null like a missing one.
    __resolveReference: (reference, context) =>
      findVisibleBooking(context.deps.loaders, requireCaller(context), reference.id),
    listing: visibleListingOf,
    // Users live in the identity subgraph; the gateway fetches their fields from there.
    buyer: (booking) => userRef(booking.buyerId),
    seller: (booking) => userRef(booking.sellerId),
    legacyStatus: (booking) => LEGACY_STATUS[booking.status],
    pricing: (booking) => ({
      base: booking.baseAmount,
      tax: booking.taxAmount,
      total: booking.totalAmount,
      currency: booking.currency,
    }),
    price: (booking) => booking.totalAmount,
    attendee: (booking) => ({
      email: booking.attendeeEmail,
      name: booking.attendeeName,
      phone: booking.attendeePhone,
    }),
  },
  BookingGroup: {
    size: (group) => group.bookings.length,
    total: (group) => groupTotals(group.bookings).total,
    currency: (group) => groupTotals(group.bookings).currency,
  },
};
