import type { SlotBookingResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const SlotBooking: SlotBookingResolvers = {
  // The booker and the listing's owner see the booking and its slot; batched through the loader.
  slot: (booking, _args, context) => context.loaders.exhibitorSlotById.load(booking.slotId),
  booker: (booking) => userRef(booking.bookerId),
};
