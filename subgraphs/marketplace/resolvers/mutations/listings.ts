import { requireCaller, requireRole } from '../../../../lib/context';
import { createListing, deleteListing, moveListing, updateListing, viewListing } from '../../listings/listing-rules';
import type { MutationResolvers } from '../../generated/graphql';

export const listingMutations: MutationResolvers = {
  createListing: (_parent, { input }, context) => createListing(context, requireRole(context, 'organizer', 'admin'), input),
  updateListing: (_parent, { id, input }, context) => updateListing(context, requireCaller(context), id, input),
  deleteListing: (_parent, { id }, context) => deleteListing(context, requireCaller(context), id),
  publishListing: (_parent, { id }, context) => moveListing(context, requireCaller(context), id, 'publish'),
  pauseListing: (_parent, { id }, context) => moveListing(context, requireCaller(context), id, 'pause'),
  unpauseListing: (_parent, { id }, context) => moveListing(context, requireCaller(context), id, 'unpause'),
  closeListing: (_parent, { id }, context) => moveListing(context, requireCaller(context), id, 'close'),
  viewListing: (_parent, { id }, context) => viewListing(context, requireCaller(context), id),
};
