import { PAGE, type RestRoute } from '../route';

const BASE = '/marketplace/v1';
const TAG = 'marketplace';

// Own fields only (no federated ones, so a REST read never needs another subgraph).
const COLLABORATION = `id requesterId partnerId listingId partnerListingId message revenueSplitPercent status
  acceptedAt declinedAt cancelledAt cancelledBy createdAt updatedAt`;

/** Moves of a collaboration request (no legacy list: what the operation answers). */
function collaborationMove(name: 'accept' | 'decline' | 'cancel', summary: string): RestRoute {
  const field = `${name}Collaboration`;
  return {
    method: 'POST',
    path: `${BASE}/collaborations/:id/${name}`,
    summary,
    tag: TAG,
    operation: `mutation ${name[0].toUpperCase()}${name.slice(1)}Collaboration($id: ID!) { ${field}(id: $id) { ${COLLABORATION} } }`,
    result: field,
    errors: [400, 401, 403, 404, 409],
    codes: ['INVALID_STATE'],
  };
}

const collaborationRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: `${BASE}/collaborations`,
    summary: 'Propose a collaboration to another seller (sellers with role organizer or admin)',
    tag: TAG,
    operation: `mutation CreateCollaboration($input: CreateCollaborationInput!) { createCollaboration(input: $input) { ${COLLABORATION} } }`,
    result: 'createCollaboration',
    // Legacy list: a caller who is no seller (403) and a duplicate proposal (409) are 400 here.
    errors: [400, 401],
    codes: ['FORBIDDEN', 'CONFLICT'],
    body: 'input',
    status: 201,
  },
  {
    method: 'GET',
    path: `${BASE}/collaborations`,
    summary: "The caller's collaboration requests (role=sent|received, status)",
    tag: TAG,
    operation: `query Collaborations($role: CollaborationRole, $status: CollaborationStatus, $sortOrder: SortOrder, $cursor: String, $limit: Int) {
      collaborations(role: $role, status: $status, sortOrder: $sortOrder, cursor: $cursor, limit: $limit) { nodes { ${COLLABORATION} } ${PAGE} }
    }`,
    result: 'collaborations',
    // The legacy document lists nothing here: the platform-wide statuses only.
    errors: [],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/collaborations/:id`,
    summary: 'Get a collaboration request (its parties and admins)',
    tag: TAG,
    operation: `query Collaboration($id: ID!) { collaboration(id: $id) { ${COLLABORATION} } }`,
    result: 'collaboration',
    errors: [401, 404],
  },
  collaborationMove('accept', 'Accept a pending collaboration request (partner)'),
  collaborationMove('decline', 'Decline a pending collaboration request (partner)'),
  collaborationMove('cancel', 'Cancel a collaboration request (requester while pending, either party once accepted)'),
];

const DISPUTE = `id orderId listingId buyerId sellerId openedBy reason status tier
  evidence { id kind text url submittedBy submittedAt }
  resolution buyerPercent refundAmount sellerAmount resolutionNote resolvedBy escalatedAt resolvedAt createdAt updatedAt`;

const disputeResourceRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: `${BASE}/disputes`,
    summary: 'Open a dispute over a delivered or in-progress order (its buyer or seller)',
    tag: TAG,
    operation: `mutation CreateDispute($input: CreateDisputeInput!) { createDispute(input: $input) { ${DISPUTE} } }`,
    result: 'createDispute',
    // A second unresolved dispute (409) is 400 here, an admin who is no party (403) 404.
    errors: [400, 401, 404],
    codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'],
    body: 'input',
    status: 201,
  },
  {
    method: 'GET',
    path: `${BASE}/disputes`,
    summary: "The tenant's disputes (admins)",
    tag: TAG,
    operation: `query Disputes($status: DisputeStatus, $orderId: ID, $sortBy: DisputeSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int) {
      disputes(status: $status, orderId: $orderId, sortBy: $sortBy, sortOrder: $sortOrder, cursor: $cursor, limit: $limit) { nodes { ${DISPUTE} } ${PAGE} }
    }`,
    result: 'disputes',
    errors: [401, 403],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/disputes/:id`,
    summary: "Get a dispute (the order's buyer and seller, and admins)",
    tag: TAG,
    operation: `query Dispute($id: ID!) { dispute(id: $id) { ${DISPUTE} } }`,
    result: 'dispute',
    errors: [401, 403, 404],
  },
  {
    method: 'POST',
    path: `${BASE}/disputes/:id/evidence`,
    summary: 'Add evidence (statements, file references) to an open or escalated dispute (a party)',
    tag: TAG,
    operation: `mutation SubmitDisputeEvidence($id: ID!, $input: SubmitEvidenceInput!) { submitDisputeEvidence(id: $id, input: $input) { ${DISPUTE} } }`,
    result: 'submitDisputeEvidence',
    errors: [401, 403, 404],
    codes: ['INVALID_STATE'],
    body: 'input',
  },
  {
    method: 'POST',
    path: `${BASE}/disputes/:id/resolve`,
    summary: 'Resolve a dispute: refund_buyer, release_to_seller or split (admins)',
    tag: TAG,
    operation: `mutation ResolveDispute($id: ID!, $input: ResolveDisputeInput!) { resolveDispute(id: $id, input: $input) { ${DISPUTE} } }`,
    result: 'resolveDispute',
    errors: [400, 401, 403, 404],
    codes: ['INVALID_STATE', 'CONFLICT'],
    body: 'input',
  },
  {
    method: 'POST',
    path: `${BASE}/disputes/:id/escalate`,
    summary: 'Raise a dispute to the next support tier, 3 at most (a party)',
    tag: TAG,
    operation: `mutation EscalateDispute($id: ID!) { escalateDispute(id: $id) { ${DISPUTE} } }`,
    result: 'escalateDispute',
    errors: [400, 401, 403, 404],
    codes: ['INVALID_STATE', 'CONFLICT'],
  },
];

const FUNNEL = `startDate endDate views uniqueViewers quotesReceived quotesAccepted orders completedOrders revenue
  viewToQuoteRate quoteAcceptanceRate viewToOrderRate orderCompletionRate`;
const RANGE_VARIABLES = '$startDate: String, $endDate: String';
const RANGE_ARGUMENTS = 'startDate: $startDate, endDate: $endDate';

const analyticsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/analytics/listing/:listingId`,
    summary: "A listing's views, quotes, orders, revenue and rates in a date range (its seller and admins)",
    tag: TAG,
    operation: `query ListingAnalytics($listingId: ID!, ${RANGE_VARIABLES}) {
      listingAnalytics(listingId: $listingId, ${RANGE_ARGUMENTS}) { listingId ${FUNNEL} averageRating ratingCount dailyViews { date views } }
    }`,
    result: 'listingAnalytics',
    errors: [401, 404],
  },
  {
    method: 'GET',
    path: `${BASE}/analytics/lane/:category`,
    summary: "A lane's listings, views, orders, revenue and top sellers in a date range (admins)",
    tag: TAG,
    operation: `query LaneAnalytics($category: MarketplaceLane!, ${RANGE_VARIABLES}) {
      laneAnalytics(category: $category, ${RANGE_ARGUMENTS}) {
        category listings activeListings newListings ${FUNNEL} topSellers { rank sellerId completedOrders revenue }
      }
    }`,
    result: 'laneAnalytics',
    errors: [401, 403],
  },
  {
    method: 'GET',
    path: `${BASE}/analytics/seller/:sellerId`,
    summary: "Totals across a seller's listings in a date range (the seller and admins)",
    tag: TAG,
    operation: `query SellerAnalytics($sellerId: ID!, ${RANGE_VARIABLES}) {
      sellerAnalytics(sellerId: $sellerId, ${RANGE_ARGUMENTS}) { sellerId listings activeListings ${FUNNEL} averageRating ratingCount }
    }`,
    result: 'sellerAnalytics',
    errors: [401, 404],
  },
  {
    method: 'GET',
    path: `${BASE}/analytics/top`,
    summary: "A lane's top listings by views, bookings, rating or revenue (admins)",
    tag: TAG,
    operation: `query TopListings($category: MarketplaceLane, $metric: AnalyticsMetric, $limit: Int, ${RANGE_VARIABLES}) {
      topListings(category: $category, metric: $metric, limit: $limit, ${RANGE_ARGUMENTS}) { rank listingId title value }
    }`,
    result: 'topListings',
    errors: [401, 403],
  },
];

/** Document 1, section 4: disputes, analytics and collaboration requests, with their legacy error lists. */
export const disputeRoutes: RestRoute[] = [...disputeResourceRoutes, ...analyticsRoutes, ...collaborationRoutes];
