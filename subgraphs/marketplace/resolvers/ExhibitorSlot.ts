import type { ExhibitorSlotResolvers } from '../generated/graphql';
import { seatsLeft } from '../domain/derived-fields';
import { visibleListingOf } from './group-fields';

export const ExhibitorSlot: ExhibitorSlotResolvers = {
  listing: visibleListingOf,
  available: seatsLeft,
};
