import { routeBuilder, type RestRoute } from '../route';
import { type Contract } from './marketplace-common';

const DISPUTE = `id orderId listingId buyerId sellerId openedBy reason status tier
  evidence { id kind text url submittedBy submittedAt }
  resolution buyerPercent refundAmount sellerAmount resolutionNote resolvedBy escalatedAt resolvedAt createdAt updatedAt`;
/** A change of a dispute by a party or an admin, in the states that allow it, one change at a time. */
const DISPUTE_CHANGE: Contract = {
  errors: [400, 401, 403, 404],
  codes: ['INVALID_STATE', 'CONFLICT'],
};

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/disputes/`: docs/api/marketplace.md, Paths. */
export const marketplaceDisputesRoutes: RestRoute[] = [
  // A second unresolved dispute (409) is 400 here, an admin who is no party (403) 404.
  mutation(
    '/disputes',
    'Open a dispute over a delivered or in-progress order (its buyer or seller)',
    'createDispute',
    DISPUTE,
    '$input: CreateDisputeInput!',
    {
      status: 201,
      errors: [400, 401, 404],
      codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'],
    },
  ),
  query(
    '/disputes',
    "The tenant's disputes (admins)",
    'disputes',
    DISPUTE,
    '$status: DisputeStatus, $orderId: ID, $sortBy: DisputeSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int',
    { paginated: true, errors: [401, 403] },
  ),
  query(
    '/disputes/:id',
    "Get a dispute (the order's buyer and seller, and admins)",
    'dispute',
    DISPUTE,
    '$id: ID!',
    { errors: [401, 403, 404] },
  ),
  mutation(
    '/disputes/:id/evidence',
    'Add evidence (statements, file references) to an open or escalated dispute (a party)',
    'submitDisputeEvidence',
    DISPUTE,
    '$id: ID!, $input: SubmitEvidenceInput!',
    {
      errors: [401, 403, 404],
      codes: ['INVALID_STATE'],
    },
  ),
  mutation(
    '/disputes/:id/resolve',
    'Resolve a dispute: refund_buyer, release_to_seller or split (admins)',
    'resolveDispute',
    DISPUTE,
    '$id: ID!, $input: ResolveDisputeInput!',
    DISPUTE_CHANGE,
  ),
  mutation(
    '/disputes/:id/escalate',
    'Raise a dispute to the next support tier, 3 at most (a party)',
    'escalateDispute',
    DISPUTE,
    '$id: ID!',
    DISPUTE_CHANGE,
  ),
];
