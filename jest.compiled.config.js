// `npm run test:compiled`: end-to-end suites against the compiled build with production dependencies
// only, started as the image starts it (`node dist/scripts/start.js`, NODE_ENV=production), one
// process per test file (test/compiled-platform.ts). The suites are a named subset: together they
// reach every service, the media worker, the ML trainer's worker thread, the reports, webhook and
// outbox loops, and every file read at run time (migrations' SQL, schema files, WASM, fonts, voices).
// A suite that reaches into the platform's process (tp.platform) or passes code as an option cannot
// be listed here: the harness fails it with a message saying so.
const base = require('./jest.config');

const SUITES = [
  // Every REST path of every service, the limits and errors in front of them, files, graphql-ws.
  'test/gateway/rest-contract-walk.test.ts',
  'test/gateway/rest-contract-cases.test.ts',
  'test/gateway/rest-coercion.test.ts',
  'test/gateway/idempotency-callers.test.ts',
  'test/gateway/idempotency-at-rest.test.ts',
  'test/gateway/credential-limits.test.ts',
  'test/gateway/files.test.ts',
  'test/gateway/variable-costs.test.ts',
  'test/gateway/body-limits.test.ts',
  'test/gateway/slow-clients.test.ts',
  'test/subscriptions/connection.test.ts',
  // What the image makes: each job type's real file, PDF exports, a trained model (worker thread).
  'test/build/shipped-outputs.test.ts',
  // Each service's lifecycles; credits held and settled across services; uploads.
  'subgraphs/identity/test/accounts.test.ts',
  'subgraphs/identity/test/auth.test.ts',
  'subgraphs/identity/test/plan-tiers.test.ts',
  'subgraphs/identity/test/wallets-credits.test.ts',
  'subgraphs/identity/test/wallets-transfers.test.ts',
  'subgraphs/marketplace/test/listings-rest.test.ts',
  'subgraphs/marketplace/test/deals-orders.test.ts',
  'subgraphs/marketplace/test/disputes-rest.test.ts',
  'subgraphs/marketplace/test/bookings-lifecycle.test.ts',
  'subgraphs/marketplace/test/groups-media.test.ts',
  'subgraphs/ads/test/campaigns.test.ts',
  'subgraphs/ads/test/broadcasts.test.ts',
  // The outbox, the event bus and the webhook dispatcher, as production delivers (https only).
  'subgraphs/integrations/test/delivery-production.test.ts',
  // Training threads, endpoints, drift statistics and every ML error code.
  'subgraphs/ml/test/training.test.ts',
  'subgraphs/ml/test/drift.test.ts',
  'subgraphs/ml/test/error-codes.test.ts',
  // Account mail over SMTP (the mail worker, the templates on disk, the catcher), a crash mid-send.
  'subgraphs/notifications/test/account-mail.test.ts',
  'subgraphs/notifications/test/mail-crash.test.ts',
  'subgraphs/identity/test/password-reset.test.ts',
  'subgraphs/identity/test/invitations.test.ts',
  // No mail relay: a stranger's tenant against the mail limits, counted at the catcher; names.
  'subgraphs/identity/test/mail-abuse.test.ts',
  // Ending a session ends its access tokens at once, its graphql-ws connections included.
  'subgraphs/identity/test/sessions-end.test.ts',
  // Events: a cancellation's refunds finished by the settlement round after a SIGKILL.
  'subgraphs/events/test/cancellation-crash.test.ts',
  // The ticket pages in Chromium, served as in production, from a purchase mail's link.
  'test/browser/ticket-page.test.ts',
  // Prompts moderated by the word lists, the minors rule and a configured moderation service.
  'test/moderation/prompt-moderation.test.ts',
];

module.exports = {
  ...base,
  testMatch: SUITES.map((suite) => `<rootDir>/${suite}`),
};
