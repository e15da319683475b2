import { PAGE, routeBuilder, type RestRoute } from '../route';

const TAG = 'integrations';
const BASE = '/integrationhub/v1';
const ENDPOINT = 'id url events enabled consecutiveFailures disabledAt createdAt updatedAt';
// Only the create and rotate answers carry the secret.
const WITH_SECRET = `${ENDPOINT} secret`;
const DELIVERY = 'id endpointId eventId eventType status attempts lastStatusCode lastError nextAttemptAt lastAttemptAt deliveredAt createdAt';

const route = routeBuilder(TAG, BASE);

// Webhooks are managed by organizers and admins (403 for anyone else); events are published by system.
const MANAGE = { errors: [400, 401, 403] } satisfies Pick<RestRoute, 'errors'>;
const ENDPOINT_ERRORS = { errors: [401, 403, 404] } satisfies Pick<RestRoute, 'errors'>;

/** Webhook endpoints and their deliveries (SPEC section 7; organizer or admin), and event publishing (system). */
export const integrationRoutes: RestRoute[] = [
  route('POST', '/webhooks', 'Register a webhook endpoint: url, events, secret (answered this once)', `mutation CreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { ${WITH_SECRET} } }`, 'createWebhook', { body: 'input', status: 201, ...MANAGE }),
  route('GET', '/webhooks', "The tenant's webhook endpoints, newest first; limit, cursor", `query Webhooks($limit: Int, $cursor: String) { webhooks(limit: $limit, cursor: $cursor) { nodes { ${ENDPOINT} } ${PAGE} } }`, 'webhooks', { paginated: true, ...MANAGE }),
  route('GET', '/webhooks/:id', 'Get a webhook endpoint', `query Webhook($id: ID!) { webhook(id: $id) { ${ENDPOINT} } }`, 'webhook', ENDPOINT_ERRORS),
  route('PATCH', '/webhooks/:id', 'Change url, events or enabled (enabling resets the failure count)', `mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { ${ENDPOINT} } }`, 'updateWebhook', { body: 'input', errors: [400, 401, 403, 404] }),
  route('DELETE', '/webhooks/:id', 'Delete a webhook endpoint and its deliveries', 'mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) }', 'deleteWebhook', { status: 204, ...ENDPOINT_ERRORS }),
  route('POST', '/webhooks/:id/rotate-secret', 'Replace the signing secret (the new one is answered this once)', `mutation RotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { ${WITH_SECRET} } }`, 'rotateWebhookSecret', ENDPOINT_ERRORS),
  route('GET', '/webhooks/:id/deliveries', "An endpoint's deliveries, newest first; status, limit, cursor", `query WebhookDeliveries($id: ID!, $status: WebhookDeliveryStatus, $limit: Int, $cursor: String) { webhookDeliveries(id: $id, status: $status, limit: $limit, cursor: $cursor) { nodes { ${DELIVERY} } ${PAGE} } }`, 'webhookDeliveries', { paginated: true, ...ENDPOINT_ERRORS }),
  route('POST', '/webhooks/:id/deliveries/:deliveryId/redeliver', 'Send a delivery again now with a fresh retry schedule', `mutation RedeliverWebhook($id: ID!, $deliveryId: ID!) { redeliverWebhook(id: $id, deliveryId: $deliveryId) { ${DELIVERY} } }`, 'redeliverWebhook', { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] }),
  route('POST', '/events', 'Publish an event.* or ticket.* event to the tenant\'s webhooks (role system)', 'mutation PublishEvent($input: PublishEventInput!) { publishEvent(input: $input) { id type tenantId time data } }', 'publishEvent', { body: 'input', status: 202, ...MANAGE }),
];
