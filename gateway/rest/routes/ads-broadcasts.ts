import { PAGE, routeBuilder, type RestRoute } from '../route';

const BROADCAST = `id tenantId campaignId creativeId audienceId channel status scheduledAt estimatedReach requestedBy
  requestedAt impressionsDelivered clicksDelivered costIncurred currency deliveredAt`;
const PAGE_VARIABLES = '$limit: Int, $cursor: String';
type Contract = Pick<RestRoute, 'errors' | 'codes'>;
const ONE: Contract = { errors: [401, 403, 404] };
/** A change of a campaign, review or broadcast by id, in the states that allow it (400). */
const CHANGE: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };

const { route, query, mutation } = routeBuilder('ads', '/ads/v1');

/** REST paths of `subgraphs/ads/broadcasts/`: docs/api/ads.md, Paths. */
export const adsBroadcastsRoutes: RestRoute[] = [
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
];
