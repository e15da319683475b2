import { PAGE, routeBuilder, type RestRoute } from '../route';

const TAG = 'ads';
const BASE = '/ads/v1';
const CAMPAIGN = `id tenantId name type status budgetType budgetAmount currency startDate endDate bidStrategy bidAmount
  targetingAudienceId createdBy createdAt updatedAt`;
const REVIEW = `id tenantId campaignId creativeId reviewType priority status decision submittedBy submittedAt reviewedBy
  reviewedAt reason notes`;
const BROADCAST = `id tenantId campaignId creativeId audienceId channel status scheduledAt estimatedReach requestedBy
  requestedAt impressionsDelivered clicksDelivered costIncurred currency deliveredAt`;
const PLACEMENT = 'id tenantId campaignId creativeId sphereId placement servedAt recordedBy createdAt';
const IMPRESSION = 'id tenantId campaignId listingId query position servedAt recordedBy createdAt';

const route = routeBuilder(TAG, BASE);

type Contract = Pick<RestRoute, 'errors' | 'codes'>;
// Every ads operation needs a role (403): organizer, admin or system; reviews admin; serving admin or system.
const ROLE: Contract = { errors: [400, 401, 403] };
const ONE: Contract = { errors: [401, 403, 404] };
/** A change of a campaign, review or broadcast by id, in the states that allow it (400). */
const CHANGE: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };

/** A status move of one campaign by id that answers with the campaign. */
function move(name: 'pause' | 'resume' | 'complete' | 'archive', summary: string): RestRoute {
  const field = `${name}Campaign`;
  const operation = `mutation ${name[0].toUpperCase()}${name.slice(1)}Campaign($id: ID!) { ${field}(id: $id) { ${CAMPAIGN} } }`;
  return route('POST', `/campaigns/:id/${name}`, summary, operation, field, CHANGE);
}

/** Ad campaigns, reviews, broadcasts and the serving pipeline's reports (docs/ads.md); each write publishes its Kafka topic. */
export const adRoutes: RestRoute[] = [
  route('POST', '/campaigns', 'Create a draft campaign (organizer, admin, system)', `mutation CreateCampaign($input: CreateCampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN} } }`, 'createCampaign', { body: 'input', status: 201, ...ROLE }),
  route(
    'GET',
    '/campaigns',
    "The tenant's campaigns, newest first; status, type, limit, cursor",
    `query Campaigns($status: CampaignStatus, $type: CampaignType, $limit: Int, $cursor: String) {
      campaigns(status: $status, type: $type, limit: $limit, cursor: $cursor) { nodes { ${CAMPAIGN} } ${PAGE} }
    }`,
    'campaigns',
    { paginated: true, ...ROLE },
  ),
  route('GET', '/campaigns/:id', 'Get a campaign', `query Campaign($id: ID!) { campaign(id: $id) { ${CAMPAIGN} } }`, 'campaign', ONE),
  route('PATCH', '/campaigns/:id', 'Change campaign fields (not completed or archived)', `mutation UpdateCampaign($id: ID!, $input: UpdateCampaignInput!) { updateCampaign(id: $id, input: $input) { ${CAMPAIGN} } }`, 'updateCampaign', { body: 'input', ...CHANGE }),
  route('DELETE', '/campaigns/:id', 'Soft-delete a campaign', 'mutation DeleteCampaign($id: ID!) { deleteCampaign(id: $id) }', 'deleteCampaign', { status: 204, ...ONE }),
  route(
    'PATCH',
    '/campaigns/:id/pricing',
    'Change budget and bid (budgetType, budgetAmount, bidStrategy, bidAmount)',
    `mutation UpdateCampaignPricing($id: ID!, $input: UpdateCampaignPricingInput!) { updateCampaignPricing(id: $id, input: $input) { ${CAMPAIGN} } }`,
    'updateCampaignPricing',
    { body: 'input', ...CHANGE },
  ),
  move('pause', 'Pause an active campaign'),
  move('resume', 'Resume a paused campaign'),
  move('complete', 'Complete an active or paused campaign'),
  move('archive', 'Archive a draft, paused or completed campaign'),
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
    `query CampaignReviews($id: ID!, $limit: Int, $cursor: String) { campaignReviews(campaignId: $id, limit: $limit, cursor: $cursor) { nodes { ${REVIEW} } ${PAGE} } }`,
    'campaignReviews',
    { paginated: true, ...ONE },
  ),
  route('GET', '/reviews/:id', 'Get a review', `query CampaignReview($id: ID!) { campaignReview(id: $id) { ${REVIEW} } }`, 'campaignReview', ONE),
  route(
    'POST',
    '/reviews/:id/complete',
    'Decide a pending review (admin): approved activates the campaign, rejected (with reason) returns it to draft',
    `mutation CompleteCampaignReview($id: ID!, $input: CompleteCampaignReviewInput!) { completeCampaignReview(id: $id, input: $input) { ${REVIEW} } }`,
    'completeCampaignReview',
    { body: 'input', ...CHANGE },
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
    `query CampaignBroadcasts($id: ID!, $limit: Int, $cursor: String) { campaignBroadcasts(campaignId: $id, limit: $limit, cursor: $cursor) { nodes { ${BROADCAST} } ${PAGE} } }`,
    'campaignBroadcasts',
    { paginated: true, ...ONE },
  ),
  route('GET', '/broadcasts/:id', 'Get a broadcast', `query CampaignBroadcast($id: ID!) { campaignBroadcast(id: $id) { ${BROADCAST} } }`, 'campaignBroadcast', ONE),
  route(
    'POST',
    '/broadcasts/:id/delivery',
    'Confirm a requested broadcast\'s delivery, once (admin, system)',
    `mutation ConfirmBroadcastDelivery($id: ID!, $input: ConfirmBroadcastDeliveryInput!) { confirmBroadcastDelivery(id: $id, input: $input) { ${BROADCAST} } }`,
    'confirmBroadcastDelivery',
    { body: 'input', ...CHANGE },
  ),
  route(
    'POST',
    '/sphere-placements',
    'Record an ad served in a sphere (admin, system)',
    `mutation RecordSpherePlacement($input: RecordSpherePlacementInput!) { recordSpherePlacement(input: $input) { ${PLACEMENT} } }`,
    'recordSpherePlacement',
    { body: 'input', status: 201, ...CHANGE },
  ),
  route(
    'POST',
    '/search/promoted',
    'Record a promoted listing served in search (admin, system)',
    `mutation RecordPromotedSearch($input: RecordPromotedSearchInput!) { recordPromotedSearch(input: $input) { ${IMPRESSION} } }`,
    'recordPromotedSearch',
    { body: 'input', status: 201, ...CHANGE },
  ),
];
