import { requireCaller, requireRole } from '../../../../lib/context';
import { createCollaboration, moveCollaboration } from '../../collaborations/collaboration-rules';
import { escalateDispute, openDispute, resolveDispute, submitEvidence } from '../../disputes/dispute-rules';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of disputes and collaborations. */
export const disputeMutations: MutationResolvers = {
  createCollaboration: (_parent, { input }, context) => createCollaboration(context, requireRole(context, 'organizer', 'admin'), input),
  acceptCollaboration: (_parent, { id }, context) => moveCollaboration(context, requireCaller(context), id, 'accept'),
  declineCollaboration: (_parent, { id }, context) => moveCollaboration(context, requireCaller(context), id, 'decline'),
  cancelCollaboration: (_parent, { id }, context) => moveCollaboration(context, requireCaller(context), id, 'cancel'),
  createDispute: (_parent, { input }, context) => openDispute(context, requireCaller(context), input),
  submitDisputeEvidence: (_parent, { id, input }, context) => submitEvidence(context, requireCaller(context), id, input),
  escalateDispute: (_parent, { id }, context) => escalateDispute(context, requireCaller(context), id),
  resolveDispute: (_parent, { id, input }, context) => resolveDispute(context, requireRole(context, 'admin'), id, input),
};
