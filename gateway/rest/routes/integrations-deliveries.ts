import { routeBuilder, type RestRoute } from '../route';
import { ENDPOINT_ERRORS } from './integrations-common';

const DELIVERY =
  'id endpointId eventId eventType status attempts lastStatusCode lastError nextAttemptAt lastAttemptAt deliveredAt createdAt';

const { query, mutation } = routeBuilder('integrations', '/integrationhub/v1');

/** REST paths of `subgraphs/integrations/deliveries/`: docs/api/integrations.md, Paths. */
export const integrationsDeliveriesRoutes: RestRoute[] = [
  query(
    '/webhooks/:id/deliveries',
    "An endpoint's deliveries, newest first; status, limit, cursor",
    'webhookDeliveries',
    DELIVERY,
    '$id: ID!, $status: WebhookDeliveryStatus, $limit: Int, $cursor: String',
    { paginated: true, ...ENDPOINT_ERRORS },
  ),
  mutation(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    'Send a delivery again now with a fresh retry schedule',
    'redeliverWebhook',
    DELIVERY,
    '$id: ID!, $deliveryId: ID!',
    { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] },
  ),
];
