import type { ExhibitorSlotResolvers } from '../generated/graphql';
import { visibleListingOf } from './group-fields';

export const ExhibitorSlot: ExhibitorSlotResolvers = {
  listing: visibleListingOf,
  available: (slot) => slot.capacity - slot.booked,
};
