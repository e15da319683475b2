import { requireCaller } from '../../../../lib/context';
import { createBookingGroup } from '../../bookings/booking-group-rules';
import { createBooking, createSimpleBooking, moveBooking } from '../../bookings/booking-rules';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of bookings v1 and v2. */
export const bookingMutations: MutationResolvers = {
  createBooking: (_parent, { input }, context) => createBooking(context, requireCaller(context), input),
  createSimpleBooking: (_parent, { input }, context) => createSimpleBooking(context, requireCaller(context), input),
  createBookingGroup: (_parent, { input }, context) => createBookingGroup(context, requireCaller(context), input),
  submitBooking: (_parent, { id }, context) => moveBooking(context, requireCaller(context), id, 'submit'),
  confirmBooking: (_parent, { id }, context) => moveBooking(context, requireCaller(context), id, 'confirm'),
  completeBooking: (_parent, { id }, context) => moveBooking(context, requireCaller(context), id, 'complete'),
  cancelBooking: (_parent, { id, input }, context) =>
    moveBooking(context, requireCaller(context), id, 'cancel', { reason: input?.reason }),
};
