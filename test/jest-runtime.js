// jest's module runtime with V8's code cache (jest.config.js `runtime`). jest gives every test file
// fresh modules, so a jest worker compiles the same sources again for each file it runs: the
// platform, @apollo/gateway, graphql and Prisma, a few thousand modules per file. Here the first
// compile of a source in a worker keeps V8's cached data, and every later compile of the same
// source starts from it. Each file still evaluates its modules afresh: only compiled code is
// reused, never a module's state. V8 checks the data against the source and its own version and
// compiles normally when they do not match.
//
// jest-runtime compiles each module with node:vm's compileFunction, looked up on the module at
// every call, so wrapping it there (once per worker process) is enough.
const { createHash } = require('node:crypto');
const vm = require('node:vm');

const WRAPPED = Symbol.for('lanes.test.compile-cache');

if (!vm.compileFunction[WRAPPED]) {
  const compileFunction = vm.compileFunction;
  /** Cached data by file, parameters and source, for the worker's life (it runs many files). */
  const cached = new Map();
  const withCache = (code, params = [], options = {}) => {
    if (options.cachedData || options.produceCachedData)
      return compileFunction(code, params, options);
    const key = createHash('sha1')
      .update(`${options.filename ?? ''}\0${params.join(',')}\0`)
      .update(code)
      .digest('base64');
    const cachedData = cached.get(key);
    const compiled = compileFunction(code, params, {
      ...options,
      ...(cachedData ? { cachedData } : { produceCachedData: true }),
    });
    if (!cachedData && compiled.cachedDataProduced) cached.set(key, compiled.cachedData);
    if (cachedData && compiled.cachedDataRejected) cached.delete(key);
    return compiled;
  };
  withCache[WRAPPED] = true;
  vm.compileFunction = withCache;
}

// Node's own require of this worker process, for test/built-modules.ts: a module it loads stays in
// Node's module cache for the worker's life, across the files the worker runs. jest hands a test
// file node:vm itself (a core module), so the function travels on it.
vm[Symbol.for('lanes.test.node-require')] ??= require;

module.exports = require('jest-runtime');
