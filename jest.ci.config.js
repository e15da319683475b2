// `.ci/run`'s `npm test`: every suite but those jest.compiled.config.js names, which the same run
// then runs against the compiled build with production dependencies. So each suite runs once a
// run, those that reach the workers, threads and run-time files on what ships. `npm test` on its
// own (jest.config.js) runs them all, on the sources.
const base = require('./jest.config');
const compiled = require('./jest.compiled.config');

const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  ...base,
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    ...compiled.testMatch.map((suite) => `${literally(suite.replace('<rootDir>', ''))}$`),
  ],
};
