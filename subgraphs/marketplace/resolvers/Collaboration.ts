import { requireCaller } from '../../../lib/context';
import { findVisible } from '../domain/listing-access';
import { findVisibleCollaboration } from '../domain/collaborations';
import type { CollaborationResolvers } from '../generated/graphql';

export const Collaboration: CollaborationResolvers = {
  // Batched through the loader; a request the caller may not see resolves to null.
  __resolveReference: (reference, context) => findVisibleCollaboration(context, requireCaller(context), reference.id),
  requester: (collaboration) => ({ __typename: 'User', id: collaboration.requesterId }),
  partner: (collaboration) => ({ __typename: 'User', id: collaboration.partnerId }),
  listing: (collaboration, _args, context) =>
    collaboration.listingId ? findVisible(context.loaders, requireCaller(context), collaboration.listingId) : null,
  partnerListing: (collaboration, _args, context) =>
    collaboration.partnerListingId ? findVisible(context.loaders, requireCaller(context), collaboration.partnerListingId) : null,
};
