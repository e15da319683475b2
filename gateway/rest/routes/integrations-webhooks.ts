import { routeBuilder, type RestRoute } from '../route';
import { MANAGE, ENDPOINT_ERRORS } from './integrations-common';

const ENDPOINT = 'id url events enabled consecutiveFailures disabledAt createdAt updatedAt';
// Only the create and rotate answers carry the secret.
const WITH_SECRET = `${ENDPOINT} secret`;

const { query, mutation } = routeBuilder('integrations', '/integrationhub/v1');

/** REST paths of `subgraphs/integrations/webhooks/`: docs/api/integrations.md, Paths. */
export const integrationsWebhooksRoutes: RestRoute[] = [
  mutation(
    '/webhooks',
    'Register a webhook endpoint: url, events, secret (answered this once)',
    'createWebhook',
    WITH_SECRET,
    '$input: CreateWebhookInput!',
    { status: 201, ...MANAGE },
  ),
  query(
    '/webhooks',
    "The tenant's webhook endpoints, newest first; limit, cursor",
    'webhooks',
    ENDPOINT,
    '$limit: Int, $cursor: String',
    { paginated: true, ...MANAGE },
  ),
  query(
    '/webhooks/:id',
    'Get a webhook endpoint',
    'webhook',
    ENDPOINT,
    '$id: ID!',
    ENDPOINT_ERRORS,
  ),
  mutation(
    '/webhooks/:id',
    'Change url, events or enabled (enabling resets the failure count)',
    'updateWebhook',
    ENDPOINT,
    '$id: ID!, $input: UpdateWebhookInput!',
    { method: 'PATCH', errors: [400, 401, 403, 404] },
  ),
  mutation(
    '/webhooks/:id',
    'Delete a webhook endpoint and its deliveries',
    'deleteWebhook',
    '',
    '$id: ID!',
    { method: 'DELETE', status: 204, ...ENDPOINT_ERRORS },
  ),
  mutation(
    '/webhooks/:id/rotate-secret',
    'Replace the signing secret (the new one is answered this once)',
    'rotateWebhookSecret',
    WITH_SECRET,
    '$id: ID!',
    ENDPOINT_ERRORS,
  ),
];
