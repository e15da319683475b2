import type { DisputeEvidenceResolvers } from '../generated/graphql';

export const DisputeEvidence: DisputeEvidenceResolvers = {
  submitter: (evidence) => ({ __typename: 'User', id: evidence.submittedBy }),
  submittedAt: (evidence) => evidence.createdAt,
};
