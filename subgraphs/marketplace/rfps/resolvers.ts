import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { userRef } from '../common/user-ref';
import { answerRfp, listRfpAnswers } from './answer-rules';
import { rfpMatches } from './matching-rules';
import { readRfpStatus } from './rfp-machine';
import { createRfp, getRfp, listRfps, listRfpsForMe, moveRfp, updateRfp } from './rfp-rules';

/** Requests for proposal: the buyer's RFPs, the sellers matching them, their answers. */
export const rfpResolvers: Resolvers = {
  Query: {
    rfp: (_parent, { id }, context) => getRfp(context.deps, requireCaller(context), id),
    rfps: (_parent, args, context) => listRfps(context.deps, requireCaller(context), args),
    rfpsForMe: (_parent, args, context) =>
      listRfpsForMe(context.deps, requireCaller(context), args),
    rfpMatches: (_parent, { id, ...args }, context) =>
      rfpMatches(context.deps, requireCaller(context), id, args),
    rfpAnswers: (_parent, { rfpId, ...args }, context) =>
      listRfpAnswers(context.deps, requireCaller(context), rfpId, args),
  },
  Mutation: {
    createRfp: (_parent, { input }, context) =>
      createRfp(context.deps, requireCaller(context), input),
    updateRfp: (_parent, { id, input }, context) =>
      updateRfp(context.deps, requireCaller(context), id, input),
    closeRfp: (_parent, { id }, context) =>
      moveRfp(context.deps, requireCaller(context), id, 'close'),
    cancelRfp: (_parent, { id }, context) =>
      moveRfp(context.deps, requireCaller(context), id, 'cancel'),
    answerRfp: (_parent, { rfpId, input }, context) =>
      answerRfp(context.deps, requireCaller(context), rfpId, input),
  },
  Rfp: {
    buyer: (rfp) => userRef(rfp.buyerId),
    // `expired` is computed at read time, never stored.
    status: (rfp, _args, context) => readRfpStatus(rfp, context.deps.clock.now()),
  },
  RfpMatch: {
    seller: (match) => userRef(match.sellerId),
    // An active listing (matches are made of them), so every caller may see it; batched.
    bestListing: (match, _args, context) =>
      context.deps.loaders.listingById.load(match.bestListingId),
  },
  RfpAnswer: {
    // Only the RFP's buyer and the answering seller see an answer, and both may see its RFP and
    // listing (the parties of a deal, like a quote's): batched through the loaders.
    rfp: (answer, _args, context) => context.deps.loaders.rfpById.load(answer.rfpId),
    seller: (answer) => userRef(answer.sellerId),
    listing: (answer, _args, context) => context.deps.loaders.listingById.load(answer.listingId),
  },
};
