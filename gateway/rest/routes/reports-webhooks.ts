import { PAGE, type RestRoute } from '../route';
import { ONE, READ, reportsRoute } from './reports-common';

const { route, query, mutation } = reportsRoute;

const SOURCE = 'id name receivePath createdBy createdAt';

/** Incoming webhook sources and their events (subgraphs/reports/webhooks/). */
export const reportsWebhooksRoutes: RestRoute[] = [
  mutation(
    '/webhooks/sources',
    'Add an incoming webhook source: name; answers its signing secret this once (organizer, admin)',
    'createReportWebhookSource',
    `${SOURCE} secret`,
    '$input: CreateReportWebhookSourceInput!',
    { status: 201, ...READ },
  ),
  query(
    '/webhooks/sources',
    "The tenant's webhook sources, newest first; limit, cursor",
    'reportWebhookSources',
    SOURCE,
    '$limit: Int, $cursor: String',
    { paginated: true, ...READ },
  ),
  query(
    '/webhooks/sources/:id',
    'One webhook source (never its secret)',
    'reportWebhookSource',
    SOURCE,
    '$id: ID!',
    ONE,
  ),
  mutation(
    '/webhooks/sources/:id',
    'Delete a webhook source and its events',
    'deleteReportWebhookSource',
    '',
    '$id: ID!',
    { method: 'DELETE', status: 204, ...ONE },
  ),
  route(
    'GET',
    '/webhooks/sources/:id/events',
    "A source's received events, newest first; limit, cursor",
    `query ReportWebhookEvents($id: ID!, $limit: Int, $cursor: String) { reportWebhookEvents(sourceId: $id, limit: $limit, cursor: $cursor) { nodes { id sourceId eventId type payload exportIds receivedAt } ${PAGE} } }`,
    'reportWebhookEvents',
    { paginated: true, ...ONE },
  ),
  route(
    'POST',
    '/webhooks/:sourceId',
    'Receive a signed CloudEvent (public): x-platform-signature is sha256=<hex HMAC-SHA256 of the raw body>; each event id stored once',
    'mutation ReceiveReportWebhook($sourceId: ID!, $signature: String, $payload: String!) { receiveReportWebhook(sourceId: $sourceId, signature: $signature, payload: $payload) { eventId duplicate exportIds } }',
    'receiveReportWebhook',
    {
      public: true,
      body: 'payload',
      rawBody: true,
      headerVariables: { signature: 'x-platform-signature' },
      status: 202,
      errors: [400, 401, 409],
    },
  ),
];
