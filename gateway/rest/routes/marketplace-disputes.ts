import { routeBuilder, type RestRoute } from '../route';

// Own fields only (no federated ones, so a REST read never needs another subgraph).
const COLLABORATION = `id requesterId partnerId listingId partnerListingId message revenueSplitPercent status
  acceptedAt declinedAt cancelledAt cancelledBy createdAt updatedAt`;
const DISPUTE = `id orderId listingId buyerId sellerId openedBy reason status tier
  evidence { id kind text url submittedBy submittedAt }
  resolution buyerPercent refundAmount sellerAmount resolutionNote resolvedBy escalatedAt resolvedAt createdAt updatedAt`;
const FUNNEL = `startDate endDate views uniqueViewers quotesReceived quotesAccepted orders completedOrders revenue
  viewToQuoteRate quoteAcceptanceRate viewToOrderRate orderCompletionRate`;
const RANGE = '$startDate: String, $endDate: String';

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

type Contract = Pick<RestRoute, 'errors' | 'codes'>;
/** A change of a dispute by a party or an admin, in the states that allow it, one change at a time. */
const DISPUTE_CHANGE: Contract = {
  errors: [400, 401, 403, 404],
  codes: ['INVALID_STATE', 'CONFLICT'],
};
/** Moves of a collaboration request (no legacy list: what the operation answers). */
const COLLABORATION_MOVE: Contract = {
  errors: [400, 401, 403, 404, 409],
  codes: ['INVALID_STATE'],
};

const disputeResourceRoutes: RestRoute[] = [
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

const analyticsRoutes: RestRoute[] = [
  query(
    '/analytics/listing/:listingId',
    "A listing's views, quotes, orders, revenue and rates in a date range (its seller and admins)",
    'listingAnalytics',
    `listingId ${FUNNEL} averageRating ratingCount dailyViews { date views }`,
    `$listingId: ID!, ${RANGE}`,
    { errors: [401, 404] },
  ),
  query(
    '/analytics/lane/:category',
    "A lane's listings, views, orders, revenue and top sellers in a date range (admins)",
    'laneAnalytics',
    `category listings activeListings newListings ${FUNNEL} topSellers { rank sellerId completedOrders revenue }`,
    `$category: MarketplaceLane!, ${RANGE}`,
    { errors: [401, 403] },
  ),
  query(
    '/analytics/seller/:sellerId',
    "Totals across a seller's listings in a date range (the seller and admins)",
    'sellerAnalytics',
    `sellerId listings activeListings ${FUNNEL} averageRating ratingCount`,
    `$sellerId: ID!, ${RANGE}`,
    { errors: [401, 404] },
  ),
  query(
    '/analytics/top',
    "A lane's top listings by views, bookings, rating or revenue (admins)",
    'topListings',
    'rank listingId title value',
    `$category: MarketplaceLane, $metric: AnalyticsMetric, $limit: Int, ${RANGE}`,
    { errors: [401, 403] },
  ),
];

const collaborationRoutes: RestRoute[] = [
  // Legacy list: a caller who is no seller (403) and a duplicate proposal (409) are 400 here.
  mutation(
    '/collaborations',
    'Propose a collaboration to another seller (sellers with role organizer or admin)',
    'createCollaboration',
    COLLABORATION,
    '$input: CreateCollaborationInput!',
    {
      status: 201,
      errors: [400, 401],
      codes: ['FORBIDDEN', 'CONFLICT'],
    },
  ),
  // The legacy list names nothing here: the platform-wide statuses only.
  query(
    '/collaborations',
    "The caller's collaboration requests (role=sent|received, status)",
    'collaborations',
    COLLABORATION,
    '$role: CollaborationRole, $status: CollaborationStatus, $sortOrder: SortOrder, $cursor: String, $limit: Int',
    { paginated: true, errors: [] },
  ),
  query(
    '/collaborations/:id',
    'Get a collaboration request (its parties and admins)',
    'collaboration',
    COLLABORATION,
    '$id: ID!',
    { errors: [401, 404] },
  ),
  mutation(
    '/collaborations/:id/accept',
    'Accept a pending collaboration request (partner)',
    'acceptCollaboration',
    COLLABORATION,
    '$id: ID!',
    COLLABORATION_MOVE,
  ),
  mutation(
    '/collaborations/:id/decline',
    'Decline a pending collaboration request (partner)',
    'declineCollaboration',
    COLLABORATION,
    '$id: ID!',
    COLLABORATION_MOVE,
  ),
  mutation(
    '/collaborations/:id/cancel',
    'Cancel a collaboration request (requester while pending, either party once accepted)',
    'cancelCollaboration',
    COLLABORATION,
    '$id: ID!',
    COLLABORATION_MOVE,
  ),
];

/**
 * Disputes, analytics and collaboration requests, with their legacy error lists:
 * docs/api/marketplace.md, Paths (decisions in docs/marketplace-disputes.md).
 */
export const disputeRoutes: RestRoute[] = [
  ...disputeResourceRoutes,
  ...analyticsRoutes,
  ...collaborationRoutes,
];
