import { PAGE, routeBuilder, type RestRoute } from '../route';

const CAMPAIGN = `id tenantId name type status budgetType budgetAmount currency startDate endDate bidStrategy bidAmount
  targetingAudienceId createdBy createdAt updatedAt`;
const REVIEW = `id tenantId campaignId creativeId reviewType priority status decision submittedBy submittedAt reviewedBy
  reviewedAt reason notes`;
const BROADCAST = `id tenantId campaignId creativeId audienceId channel status scheduledAt estimatedReach requestedBy
  requestedAt impressionsDelivered clicksDelivered costIncurred currency deliveredAt`;
const PLACEMENT =
  'id tenantId campaignId creativeId sphereId placement servedAt recordedBy createdAt';
const IMPRESSION = 'id tenantId campaignId listingId query position servedAt recordedBy createdAt';
const PAGE_VARIABLES = '$limit: Int, $cursor: String';

const { route, query, mutation } = routeBuilder('ads', '/ads/v1');

type Contract = Pick<RestRoute, 'errors' | 'codes'>;
// Every ads operation needs a role (403): organizer, admin or system; reviews admin; serving admin or system.
const ROLE: Contract = { errors: [400, 401, 403] };
const ONE: Contract = { errors: [401, 403, 404] };
/** A change of a campaign, review or broadcast by id, in the states that allow it (400). */
const CHANGE: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };

/**
 * Ad campaigns, reviews, broadcasts and the serving pipeline's reports (docs/api/ads.md, Paths;
 * decisions in docs/ads.md); each write publishes its event.
 */
export const adRoutes: RestRoute[] = [
  mutation(
    '/campaigns',
    'Create a draft campaign (organizer, admin, system)',
    'createCampaign',
    CAMPAIGN,
    '$input: CreateCampaignInput!',
    { status: 201, ...ROLE },
  ),
  query(
    '/campaigns',
    "The tenant's campaigns, newest first; status, type, limit, cursor",
    'campaigns',
    CAMPAIGN,
    `$status: CampaignStatus, $type: CampaignType, ${PAGE_VARIABLES}`,
    { paginated: true, ...ROLE },
  ),
  query('/campaigns/:id', 'Get a campaign', 'campaign', CAMPAIGN, '$id: ID!', ONE),
  mutation(
    '/campaigns/:id',
    'Change campaign fields (not completed or archived)',
    'updateCampaign',
    CAMPAIGN,
    '$id: ID!, $input: UpdateCampaignInput!',
    { method: 'PATCH', ...CHANGE },
  ),
  mutation('/campaigns/:id', 'Soft-delete a campaign', 'deleteCampaign', '', '$id: ID!', {
    method: 'DELETE',
    status: 204,
    ...ONE,
  }),
  mutation(
    '/campaigns/:id/pricing',
    'Change budget and bid (budgetType, budgetAmount, bidStrategy, bidAmount)',
    'updateCampaignPricing',
    CAMPAIGN,
    '$id: ID!, $input: UpdateCampaignPricingInput!',
    { method: 'PATCH', ...CHANGE },
  ),
  mutation(
    '/campaigns/:id/pause',
    'Pause an active campaign',
    'pauseCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
  mutation(
    '/campaigns/:id/resume',
    'Resume a paused campaign',
    'resumeCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
  mutation(
    '/campaigns/:id/complete',
    'Complete an active or paused campaign',
    'completeCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
  mutation(
    '/campaigns/:id/archive',
    'Archive a draft, paused or completed campaign',
    'archiveCampaign',
    CAMPAIGN,
    '$id: ID!',
    CHANGE,
  ),
  // The campaign's id is the path's `id` but the field's `campaignId`, so these two are written out.
  route(
    'POST',
    '/campaigns/:id/reviews',
    'Submit a draft campaign for moderation (creativeId, reviewType, priority)',
    `mutation RequestCampaignReview($id: ID!, $input: RequestCampaignReviewInput!) { requestCampaignReview(campaignId: $id, input: $input) { ${REVIEW} } }`,
    'requestCampaignReview',
    { body: 'input', status: 201, ...CHANGE },
  ),
  route(
    'GET',
    '/campaigns/:id/reviews',
    "A campaign's reviews, oldest first; limit, cursor",
    `query CampaignReviews($id: ID!, ${PAGE_VARIABLES}) { campaignReviews(campaignId: $id, limit: $limit, cursor: $cursor) { nodes { ${REVIEW} } ${PAGE} } }`,
    'campaignReviews',
    { paginated: true, ...ONE },
  ),
  query('/reviews/:id', 'Get a review', 'campaignReview', REVIEW, '$id: ID!', ONE),
  mutation(
    '/reviews/:id/complete',
    'Decide a pending review (admin): approved activates the campaign, rejected (with reason) returns it to draft',
    'completeCampaignReview',
    REVIEW,
    '$id: ID!, $input: CompleteCampaignReviewInput!',
    CHANGE,
  ),
  route(
    'POST',
    '/campaigns/:id/broadcasts',
    'Request a broadcast of an active campaign',
    `mutation RequestBroadcast($id: ID!, $input: RequestBroadcastInput!) { requestBroadcast(campaignId: $id, input: $input) { ${BROADCAST} } }`,
    'requestBroadcast',
    { body: 'input', status: 201, ...CHANGE },
  ),
  route(
    'GET',
    '/campaigns/:id/broadcasts',
    "A campaign's broadcasts, oldest first; limit, cursor",
    `query CampaignBroadcasts($id: ID!, ${PAGE_VARIABLES}) { campaignBroadcasts(campaignId: $id, limit: $limit, cursor: $cursor) { nodes { ${BROADCAST} } ${PAGE} } }`,
    'campaignBroadcasts',
    { paginated: true, ...ONE },
  ),
  query('/broadcasts/:id', 'Get a broadcast', 'campaignBroadcast', BROADCAST, '$id: ID!', ONE),
  mutation(
    '/broadcasts/:id/delivery',
    "Confirm a requested broadcast's delivery, once (admin, system)",
    'confirmBroadcastDelivery',
    BROADCAST,
    '$id: ID!, $input: ConfirmBroadcastDeliveryInput!',
    CHANGE,
  ),
  mutation(
    '/sphere-placements',
    'Record an ad served in a sphere (admin, system)',
    'recordSpherePlacement',
    PLACEMENT,
    '$input: RecordSpherePlacementInput!',
    { status: 201, ...CHANGE },
  ),
  mutation(
    '/search/promoted',
    'Record a promoted listing served in search (admin, system)',
    'recordPromotedSearch',
    IMPRESSION,
    '$input: RecordPromotedSearchInput!',
    { status: 201, ...CHANGE },
  ),
];
