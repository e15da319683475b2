// `npm run test:compiled`: end-to-end suites against the compiled build with production dependencies
// only, started as the image starts it (`node dist/scripts/start.js`, NODE_ENV=production), one
// process per test file (test/compiled-platform.ts). The suites are a named subset: together they
// reach every service, the media worker, the ML trainer's worker thread, the reports, webhook and
// outbox loops, and every file read at run time (migrations' SQL, schema files, WASM, fonts, voices).
// A suite that reaches into the platform's process (tp.platform) or passes code as an option cannot
// be listed here: the harness fails it with a message saying so.
const base = require('./jest.config');

const SUITES = [
  // Every REST path of every service, and the limits and errors in front of them.
  'test/gateway/rest-contract-walk.test.ts',
  'test/gateway/rest-coercion.test.ts',
  'test/gateway/request-limits.test.ts',
  'test/gateway/idempotency-callers.test.ts',
  // What the image makes: each job type's real file, PDF exports, a trained model (worker thread).
  'test/build/shipped-outputs.test.ts',
];

module.exports = {
  ...base,
  testMatch: SUITES.map((suite) => `<rootDir>/${suite}`),
};
