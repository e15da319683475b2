import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { visibleListingOf } from '../listings/listing-fields';
import { userRef } from '../common/user-ref';
import { exhibitorSlots, seatsLeft } from './exhibitor-slots';
import { changeItem, createItem, getItem, listItems, removeItem } from './listing-items';
import { serviceTiers } from './service-tiers';
import {
  bookExhibitorSlot,
  cancelSlotBooking,
  getSlotBooking,
  listMySlotBookings,
  listSlotBookings,
} from './slot-booking-rules';
import { sponsorshipPackages } from './sponsorship-packages';

/** The listings' catalogues (exhibitor slots, service tiers, sponsorship packages) and slot bookings. */
export const catalogResolvers: Resolvers = {
  Query: {
    exhibitorSlot: (_parent, { id }, context) =>
      getItem(exhibitorSlots, context.deps, requireCaller(context), id),
    exhibitorSlots: (_parent, { listingId, ...args }, context) =>
      listItems(exhibitorSlots, context.deps, requireCaller(context), listingId, args),
    slotBooking: (_parent, { id }, context) =>
      getSlotBooking(context.deps, requireCaller(context), id),
    slotBookings: (_parent, { slotId, ...args }, context) =>
      listSlotBookings(context.deps, requireCaller(context), slotId, args),
    mySlotBookings: (_parent, args, context) =>
      listMySlotBookings(context.deps, requireCaller(context), args),
    serviceTier: (_parent, { id }, context) =>
      getItem(serviceTiers, context.deps, requireCaller(context), id),
    serviceTiers: (_parent, { listingId, ...args }, context) =>
      listItems(serviceTiers, context.deps, requireCaller(context), listingId, args),
    sponsorshipPackage: (_parent, { id }, context) =>
      getItem(sponsorshipPackages, context.deps, requireCaller(context), id),
    sponsorshipPackages: (_parent, { listingId, level, ...args }, context) =>
      listItems(sponsorshipPackages, context.deps, requireCaller(context), listingId, args, {
        level: level ?? undefined,
      }),
  },
  Mutation: {
    createExhibitorSlot: (_parent, { input }, context) =>
      createItem(exhibitorSlots, context.deps, requireCaller(context), input),
    updateExhibitorSlot: (_parent, { id, input }, context) =>
      changeItem(exhibitorSlots, context.deps, requireCaller(context), id, input),
    deleteExhibitorSlot: (_parent, { id }, context) =>
      removeItem(exhibitorSlots, context.deps, requireCaller(context), id),
    bookExhibitorSlot: (_parent, { slotId, input }, context) =>
      bookExhibitorSlot(context.deps, requireCaller(context), slotId, input?.quantity),
    cancelSlotBooking: (_parent, { id }, context) =>
      cancelSlotBooking(context.deps, requireCaller(context), id),
    createServiceTier: (_parent, { input }, context) =>
      createItem(serviceTiers, context.deps, requireCaller(context), input),
    updateServiceTier: (_parent, { id, input }, context) =>
      changeItem(serviceTiers, context.deps, requireCaller(context), id, input),
    deleteServiceTier: (_parent, { id }, context) =>
      removeItem(serviceTiers, context.deps, requireCaller(context), id),
    createSponsorshipPackage: (_parent, { input }, context) =>
      createItem(sponsorshipPackages, context.deps, requireCaller(context), input),
    updateSponsorshipPackage: (_parent, { id, input }, context) =>
      changeItem(sponsorshipPackages, context.deps, requireCaller(context), id, input),
    deleteSponsorshipPackage: (_parent, { id }, context) =>
      removeItem(sponsorshipPackages, context.deps, requireCaller(context), id),
  },
  ExhibitorSlot: {
    listing: visibleListingOf,
    available: seatsLeft,
  },
  SlotBooking: {
    // The booker and the listing's owner see the booking and its slot; batched through the loader.
    slot: (booking, _args, context) => context.deps.loaders.exhibitorSlotById.load(booking.slotId),
    booker: (booking) => userRef(booking.bookerId),
  },
  ServiceTier: {
    listing: visibleListingOf,
  },
  SponsorshipPackage: {
    listing: visibleListingOf,
  },
};
