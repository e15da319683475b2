import { PAGE, routeBuilder, type RestRoute } from '../route';

// The bodies every path answers (docs/api/reports.md, Bodies).
const FILTERS = 'filters { from to category status }';
const TEMPLATE = `id name description dataset columns ${FILTERS} defaultFormat builtIn createdBy createdAt updatedAt`;
const EXPORT = `id exportId status progress format templateId templateName dataset columns ${FILTERS} userId scope rowCount sizeBytes fileName contentType downloadPath error scheduleId createdAt startedAt completedAt failedAt cancelledAt expiresAt`;
const SCHEDULE =
  'id templateId format cron timezone window deliverTo sourceId enabled nextRunAt lastRunAt createdBy createdAt updatedAt';
const SOURCE = 'id name receivePath createdBy createdAt';
const HEALTH = 'probe status database checkedAt';

const { route, query, mutation } = routeBuilder('reports', '/reports/v1');

const READ = { errors: [400, 401, 403] } satisfies Pick<RestRoute, 'errors'>;
const ONE = { errors: [400, 401, 403, 404] } satisfies Pick<RestRoute, 'errors'>;
// Schedules add the plan check: 403 FEATURE_NOT_AVAILABLE below promax.
const PLAN = { codes: ['FEATURE_NOT_AVAILABLE'] } satisfies Partial<RestRoute>;

/** docs/api/reports.md, Paths: health, templates, exports, schedules, admin and incoming webhooks. */
export const reportRoutes: RestRoute[] = [
  route(
    'GET',
    '/health/live',
    'Liveness of the reports service (no token needed)',
    `query ReportsHealthLive { reportsHealth(probe: live) { ${HEALTH} } }`,
    'reportsHealth',
    { public: true, errors: [] },
  ),
  route(
    'GET',
    '/health/ready',
    'Readiness of the reports service: its database answers (no token needed)',
    `query ReportsHealthReady { reportsHealth(probe: ready) { ${HEALTH} } }`,
    'reportsHealth',
    { public: true, errors: [503] },
  ),

  query(
    '/datasets',
    'The datasets templates can name: columns, categories and statuses',
    'reportDatasets',
    'name service columns categories statuses',
    '',
    { errors: [401] },
  ),
  query(
    '/templates',
    "The built-in templates then the tenant's, oldest first (no token: the built-in catalogue); dataset, limit, cursor",
    'reportTemplates',
    TEMPLATE,
    '$dataset: String, $limit: Int, $cursor: String',
    { paginated: true, public: true, ...READ },
  ),
  query(
    '/templates/:id',
    "One template, built in or the tenant's",
    'reportTemplate',
    TEMPLATE,
    '$id: ID!',
    ONE,
  ),
  mutation(
    '/templates',
    'Add a tenant template: name, dataset, columns, filters, defaultFormat (organizer, admin)',
    'createReportTemplate',
    TEMPLATE,
    '$input: CreateReportTemplateInput!',
    { status: 201, errors: [400, 401, 403, 409] },
  ),
  mutation(
    '/templates/:id',
    'Change a tenant template (organizer, admin)',
    'updateReportTemplate',
    TEMPLATE,
    '$id: ID!, $input: UpdateReportTemplateInput!',
    { method: 'PATCH', errors: [400, 401, 403, 404, 409] },
  ),
  mutation(
    '/templates/:id',
    'Delete a tenant template (organizer, admin)',
    'deleteReportTemplate',
    '',
    '$id: ID!',
    { method: 'DELETE', status: 204, ...ONE },
  ),

  mutation(
    '/exports',
    'Queue an export of a template: templateId, format (csv, json, pdf), filters; answers 202 with exportId',
    'createReportExport',
    EXPORT,
    '$input: CreateReportExportInput!',
    { status: 202, ...READ },
  ),
  query(
    '/exports',
    "The caller's exports, newest first; status, limit, cursor",
    'reportExports',
    EXPORT,
    '$status: ReportExportStatus, $limit: Int, $cursor: String',
    { paginated: true, ...READ },
  ),
  query(
    '/exports/:id',
    'One export: status, progress 0 to 100, rowCount, sizeBytes',
    'reportExport',
    EXPORT,
    '$id: ID!',
    ONE,
  ),
  query(
    '/exports/:id/download',
    "The export's file with its content type and file name; 410 EXPIRED after 7 days",
    'reportExportDownload',
    'key fileName contentType',
    '$id: ID!',
    { download: true, errors: [400, 401, 403, 404, 410], codes: ['INVALID_STATE'] },
  ),
  mutation(
    '/exports/:id/cancel',
    'Cancel a queued or running export',
    'cancelReportExport',
    EXPORT,
    '$id: ID!',
    { ...ONE, codes: ['INVALID_STATE'] },
  ),

  mutation(
    '/schedules',
    'Add a schedule: templateId, format, cron, timezone, window, deliverTo, sourceId, enabled (organizer, admin; promax or above)',
    'createReportSchedule',
    SCHEDULE,
    '$input: CreateReportScheduleInput!',
    { status: 201, ...READ, ...PLAN },
  ),
  query(
    '/schedules',
    "The tenant's schedules, newest first; limit, cursor",
    'reportSchedules',
    SCHEDULE,
    '$limit: Int, $cursor: String',
    { paginated: true, ...READ, ...PLAN },
  ),
  query('/schedules/:id', 'One schedule', 'reportSchedule', SCHEDULE, '$id: ID!', {
    ...ONE,
    ...PLAN,
  }),
  mutation(
    '/schedules/:id',
    'Change a schedule; a new cron, zone or enabled sets its next slot anew',
    'updateReportSchedule',
    SCHEDULE,
    '$id: ID!, $input: UpdateReportScheduleInput!',
    { method: 'PATCH', ...ONE, ...PLAN },
  ),
  mutation('/schedules/:id', 'Delete a schedule', 'deleteReportSchedule', '', '$id: ID!', {
    method: 'DELETE',
    status: 204,
    ...ONE,
    ...PLAN,
  }),
  mutation(
    '/schedules/:id/run',
    'Run a schedule now, its window ending now; answers 202 with the queued export',
    'runReportSchedule',
    EXPORT,
    '$id: ID!',
    { status: 202, ...ONE, ...PLAN },
  ),

  query(
    '/admin/usage',
    'Exports, rows and bytes per user and format; from, to (admin)',
    'reportUsage',
    'userId format exports completed failed rows bytes lastExportAt',
    '$from: DateTime, $to: DateTime',
    READ,
  ),
  query(
    '/admin/exports',
    'Every export of the tenant, newest first; userId, status, limit, cursor (admin)',
    'reportAdminExports',
    EXPORT,
    '$userId: ID, $status: ReportExportStatus, $limit: Int, $cursor: String',
    { paginated: true, ...READ },
  ),
  mutation(
    '/admin/exports/:id',
    'Delete an export and its file (admin)',
    'deleteReportExport',
    '',
    '$id: ID!',
    { method: 'DELETE', status: 204, ...ONE },
  ),
  mutation(
    '/admin/expire',
    'Expire completed exports past their 7 days and delete their files (system)',
    'expireReportExports',
    'expired sweptAt',
    '',
    READ,
  ),
  mutation(
    '/admin/schedules/run-due',
    'Run the schedules whose slot is due, each slot once (system, for an external scheduler)',
    'runDueReportSchedules',
    'due exportIds ranAt',
    '',
    READ,
  ),

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
