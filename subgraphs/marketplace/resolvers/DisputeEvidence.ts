import type { DisputeEvidenceResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const DisputeEvidence: DisputeEvidenceResolvers = {
  submitter: (evidence) => userRef(evidence.submittedBy),
  submittedAt: (evidence) => evidence.createdAt,
};
