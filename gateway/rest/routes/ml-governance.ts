import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const APPROVAL =
  'id modelId version stage documentation testEvidence status submittedBy decidedBy decidedAt comment createdAt';

/** Governance submissions and decisions (subgraphs/ml/governance/; docs/api/ml.md, Paths). */
export const mlGovernanceRoutes: RestRoute[] = [
  mutation(
    '/governance/approvals',
    'Submit a trained model version for a stage, with documentation and test evidence',
    'submitMlApproval',
    APPROVAL,
    '$input: SubmitMlApprovalInput!',
    answering(['ML_1001', 'ML_1600'], { status: 201 }),
  ),
  query(
    '/governance/approvals',
    "The tenant's submissions, newest first; limit, cursor",
    'mlApprovals',
    APPROVAL,
    '$limit: Int, $cursor: String',
    answering([], { paginated: true }),
  ),
  query(
    '/governance/approvals/:id',
    'One submission and its decision',
    'mlApproval',
    APPROVAL,
    '$id: ID!',
    answering([]),
  ),
  mutation(
    '/governance/approvals/:id/approve',
    'Approve a pending submission (an admin other than its submitter)',
    'approveMlApproval',
    APPROVAL,
    '$id: ID!, $input: DecideMlApprovalInput',
    answering(['ML_1600']),
  ),
  mutation(
    '/governance/approvals/:id/reject',
    'Reject a pending submission (an admin other than its submitter)',
    'rejectMlApproval',
    APPROVAL,
    '$id: ID!, $input: DecideMlApprovalInput',
    answering(['ML_1600']),
  ),
];
