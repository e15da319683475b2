import { requireCaller } from '../../../lib/context';
import { findVisibleOrder } from '../deals/access';
import { findReadableDispute } from '../disputes/access';
import type { DisputeResolvers } from '../generated/graphql';

export const Dispute: DisputeResolvers = {
  // Batched through the loader; a dispute the caller may not read resolves to null.
  __resolveReference: (reference, context) => findReadableDispute(context.loaders, requireCaller(context), reference.id),
  order: (dispute, _args, context) => findVisibleOrder(context.loaders, requireCaller(context), dispute.orderId),
  evidence: (dispute, _args, context) => context.loaders.evidenceByDisputeId.load(dispute.id),
};
