import { PAGE, routeBuilder, type RestRoute } from '../route';

const TAG = 'integrations';
const BASE = '/integrationhub/v1';
const ENDPOINT = 'id url events enabled consecutiveFailures disabledAt createdAt updatedAt';
// Only the create and rotate answers carry the secret.
const WITH_SECRET = `${ENDPOINT} secret`;
const DELIVERY = 'id endpointId eventId eventType status attempts lastStatusCode lastError nextAttemptAt lastAttemptAt deliveredAt createdAt';

const route = routeBuilder(TAG, BASE);

/** Webhook endpoints and their deliveries (SPEC section 7; organizer or admin), and event publishing (system). */
export const integrationRoutes: RestRoute[] = [
  route('POST', '/webhooks', 'Register a webhook endpoint: url, events, secret (answered this once)', `mutation CreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { ${WITH_SECRET} } }`, 'createWebhook', { body: 'input', status: 201 }),
  route('GET', '/webhooks', "The tenant's webhook endpoints, newest first; limit, cursor", `query Webhooks($limit: Int, $cursor: String) { webhooks(limit: $limit, cursor: $cursor) { nodes { ${ENDPOINT} } ${PAGE} } }`, 'webhooks', { paginated: true }),
  route('GET', '/webhooks/:id', 'Get a webhook endpoint', `query Webhook($id: ID!) { webhook(id: $id) { ${ENDPOINT} } }`, 'webhook'),
  route('PATCH', '/webhooks/:id', 'Change url, events or enabled (enabling resets the failure count)', `mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { ${ENDPOINT} } }`, 'updateWebhook', { body: 'input' }),
  route('DELETE', '/webhooks/:id', 'Delete a webhook endpoint and its deliveries', 'mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) }', 'deleteWebhook', { status: 204 }),
  route('POST', '/webhooks/:id/rotate-secret', 'Replace the signing secret (the new one is answered this once)', `mutation RotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { ${WITH_SECRET} } }`, 'rotateWebhookSecret'),
  route('GET', '/webhooks/:id/deliveries', "An endpoint's deliveries, newest first; status, limit, cursor", `query WebhookDeliveries($id: ID!, $status: WebhookDeliveryStatus, $limit: Int, $cursor: String) { webhookDeliveries(id: $id, status: $status, limit: $limit, cursor: $cursor) { nodes { ${DELIVERY} } ${PAGE} } }`, 'webhookDeliveries', { paginated: true }),
  route('POST', '/webhooks/:id/deliveries/:deliveryId/redeliver', 'Send a delivery again now with a fresh retry schedule', `mutation RedeliverWebhook($id: ID!, $deliveryId: ID!) { redeliverWebhook(id: $id, deliveryId: $deliveryId) { ${DELIVERY} } }`, 'redeliverWebhook'),
  route('POST', '/events', 'Publish an event.* or ticket.* event to the tenant\'s webhooks (role system)', 'mutation PublishEvent($input: PublishEventInput!) { publishEvent(input: $input) { id type tenantId time data } }', 'publishEvent', { body: 'input', status: 202 }),
];
