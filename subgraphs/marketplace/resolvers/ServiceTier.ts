import type { ServiceTierResolvers } from '../generated/graphql';
import { visibleListingOf } from './group-fields';

export const ServiceTier: ServiceTierResolvers = {
  listing: visibleListingOf,
};
