import { requireCaller } from '../../../lib/context';
import { findVisibleCollaboration } from '../collaborations/collaboration-rules';
import type { CollaborationResolvers } from '../generated/graphql';
import { userRef, visibleListingOf } from './group-fields';

export const Collaboration: CollaborationResolvers = {
  // Batched through the loader; a request the caller may not see resolves to null.
  __resolveReference: (reference, context) => findVisibleCollaboration(context, requireCaller(context), reference.id),
  requester: (collaboration) => userRef(collaboration.requesterId),
  partner: (collaboration) => userRef(collaboration.partnerId),
  listing: visibleListingOf,
  partnerListing: (collaboration, args, context) => visibleListingOf({ listingId: collaboration.partnerListingId }, args, context),
};
