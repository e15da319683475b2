import { requireCaller } from '../../../../lib/context';
import { getBookingGroup } from '../../bookings/booking-group-rules';
import { listBookings } from '../../bookings/booking-search';
import { parseBookingBody } from '../../bookings/booking-body';
import { validateBooking } from '../../bookings/booking-validation';
import { getBooking } from '../../bookings/booking-rules';
import type { QueryResolvers } from '../../generated/graphql';

/** Queries of bookings v1 and v2. */
export const bookingQueries: QueryResolvers = {
  booking: (_parent, { id }, context) => getBooking(context, requireCaller(context), id),
  bookings: (_parent, args, context) => listBookings(context, requireCaller(context), args, 'buyer'),
  sellerBookings: (_parent, args, context) => listBookings(context, requireCaller(context), args, 'seller'),
  bookingGroup: (_parent, { id }, context) => getBookingGroup(context, requireCaller(context), id),
  // The body arrives untyped on purpose; it is parsed against CreateBookingInput here.
  validateBooking: (_parent, { input }, context, info) =>
    validateBooking(context, requireCaller(context), parseBookingBody(info.schema, input)),
};
