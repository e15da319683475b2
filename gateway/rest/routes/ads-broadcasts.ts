import { PAGE, routeBuilder, type RestRoute } from '../route';
import { PAGE_VARIABLES, ONE, CHANGE } from './ads-common';

const BROADCAST = `id tenantId campaignId creativeId audienceId channel status scheduledAt estimatedReach requestedBy
  requestedAt impressionsDelivered clicksDelivered costIncurred currency deliveredAt`;

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
