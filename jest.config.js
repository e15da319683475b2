/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // jest's own runtime, reusing V8's compiled code of a source across the files a worker runs.
  runtime: '<rootDir>/test/jest-runtime.js',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }],
  },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A platform of nine services starts in seconds on a quiet machine; hooks that start one get room.
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker that grew past this after a test file is replaced: test files start whole platforms.
  workerIdleMemoryLimit: '1536MB',
};
