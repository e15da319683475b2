import type { RfpAnswerResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const RfpAnswer: RfpAnswerResolvers = {
  // Only the RFP's buyer and the answering seller see an answer, and both may see its RFP and
  // listing (the parties of a deal, like a quote's): batched through the loaders.
  rfp: (answer, _args, context) => context.loaders.rfpById.load(answer.rfpId),
  seller: (answer) => userRef(answer.sellerId),
  listing: (answer, _args, context) => context.loaders.listingById.load(answer.listingId),
};
