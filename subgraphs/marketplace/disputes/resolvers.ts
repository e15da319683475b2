import { requireCaller } from '../../../lib/context';
import { downloadLink } from '../../../lib/storage/file-references';
import { findVisibleOrder } from '../deals/access';
import type { Resolvers } from '../generated/graphql';
import { userRef } from '../common/user-ref';
import { findReadableDispute } from './access';
import {
  escalateDispute,
  getDispute,
  openDispute,
  resolveDispute,
  submitEvidence,
} from './dispute-rules';
import { listDisputes } from './dispute-search';

export const disputeResolvers: Resolvers = {
  Query: {
    disputes: (_parent, args, context) => listDisputes(context.deps, requireCaller(context), args),
    dispute: (_parent, { id }, context) => getDispute(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createDispute: (_parent, { input }, context) =>
      openDispute(context.deps, requireCaller(context), input),
    submitDisputeEvidence: (_parent, { id, input }, context) =>
      submitEvidence(context.deps, requireCaller(context), id, input),
    escalateDispute: (_parent, { id }, context) =>
      escalateDispute(context.deps, requireCaller(context), id),
    resolveDispute: (_parent, { id, input }, context) =>
      resolveDispute(context.deps, requireCaller(context), id, input),
  },
  Dispute: {
    // Batched through the loader; a dispute the caller may not read resolves to null.
    __resolveReference: (reference, context) =>
      findReadableDispute(context.deps.loaders, requireCaller(context), reference.id),
    order: (dispute, _args, context) =>
      findVisibleOrder(context.deps.loaders, requireCaller(context), dispute.orderId),
    evidence: (dispute, _args, context) =>
      context.deps.loaders.evidenceByDisputeId.load(dispute.id),
  },
  DisputeEvidence: {
    submitter: (evidence) => userRef(evidence.submittedBy),
    submittedAt: (evidence) => evidence.createdAt,
    // A platform file (`/files/<key>`) gets a signed link per read; another URL is shown as given.
    url: (evidence, _args, context) =>
      evidence.url === null ? null : downloadLink(context.deps.storage, { url: evidence.url }),
  },
};
