import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { decide, getApproval, getApprovals, submitApproval } from './approval-rules';

export const governanceResolvers: Resolvers = {
  Query: {
    mlApprovals: (_parent, args, context) =>
      getApprovals(context.deps, requireCaller(context), args),
    mlApproval: (_parent, { id }, context) => getApproval(context.deps, requireCaller(context), id),
  },
  Mutation: {
    submitMlApproval: (_parent, { input }, context) =>
      submitApproval(context.deps, requireCaller(context), input),
    approveMlApproval: (_parent, { id, input }, context) =>
      decide(context.deps, requireCaller(context), id, 'approved', input?.comment),
    rejectMlApproval: (_parent, { id, input }, context) =>
      decide(context.deps, requireCaller(context), id, 'rejected', input?.comment),
  },
};
