// `npm run test:unit`: the pure parts alone (state machines, cron, aggregation, statistics,
// pricing), in seconds: no database and no platform, so none of jest.config.js's global setup,
// which starts PostgreSQL. `npm test` runs these files too (they match `*.test.ts`).
const base = require('./jest.config');

module.exports = {
  testEnvironment: base.testEnvironment,
  transform: base.transform,
  testPathIgnorePatterns: base.testPathIgnorePatterns,
  testMatch: ['<rootDir>/**/*.unit.test.ts'],
};
