import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { visibleListingOf } from '../listings/listing-fields';
import { userRef } from '../common/user-ref';
import { findVisibleCollaboration } from './access';
import { createCollaboration, getCollaboration, moveCollaboration } from './collaboration-rules';
import { listCollaborations } from './collaboration-search';

export const collaborationResolvers: Resolvers = {
  Query: {
    collaborations: (_parent, args, context) =>
      listCollaborations(context.deps, requireCaller(context), args),
    collaboration: (_parent, { id }, context) =>
      getCollaboration(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createCollaboration: (_parent, { input }, context) =>
      createCollaboration(context.deps, requireCaller(context), input),
    acceptCollaboration: (_parent, { id }, context) =>
      moveCollaboration(context.deps, requireCaller(context), id, 'accept'),
    declineCollaboration: (_parent, { id }, context) =>
      moveCollaboration(context.deps, requireCaller(context), id, 'decline'),
    cancelCollaboration: (_parent, { id }, context) =>
      moveCollaboration(context.deps, requireCaller(context), id, 'cancel'),
  },
  Collaboration: {
    // Batched through the loader; a request the caller may not see resolves to null.
    __resolveReference: (reference, context) =>
      findVisibleCollaboration(context.deps.loaders, requireCaller(context), reference.id),
    requester: (collaboration) => userRef(collaboration.requesterId),
    partner: (collaboration) => userRef(collaboration.partnerId),
    listing: visibleListingOf,
    partnerListing: (collaboration, args, context) =>
      visibleListingOf({ listingId: collaboration.partnerListingId }, args, context),
  },
};
