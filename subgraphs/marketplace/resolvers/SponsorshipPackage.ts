import type { SponsorshipPackageResolvers } from '../generated/graphql';
import { visibleListingOf } from './group-fields';

export const SponsorshipPackage: SponsorshipPackageResolvers = {
  listing: visibleListingOf,
};
