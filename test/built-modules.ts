import { join, resolve } from 'node:path';
import vm from 'node:vm';
import type { PrismaClient } from '../lib/db/prisma';
import type { FileStorage } from '../lib/storage';
import type { startPlatform } from '../scripts/platform';

/**
 * The platform's modules from a build of this checkout (TEST_BUILD_DIR, `.ci/run` passes the
 * image's `dist/`), loaded by Node's own `require` instead of jest's module registry. jest gives
 * each test file fresh modules, so a worker evaluated the platform's few thousand modules
 * (@apollo/gateway, graphql, Prisma, OpenTelemetry...) again for every file that starts one; Node's
 * module cache keeps them for the worker's life, so only its first such file loads them. Each file
 * still starts a platform of its own, on its own database: a start keeps no state in a module that
 * the next start reads (a file that starts two platforms does the same).
 *
 * What crosses between the two: the platform gets its own database client and file storage from
 * the build (its stores tell database errors apart by their classes), and test code reads the
 * platform through plain objects and calls. A file passes `ownModules` (test/harness.ts) when it
 * changes `process.env` for its platform (jest hands each file a copy of the environment, which the
 * platform in Node's modules does not read), reads what the platform records in a module (its
 * metrics, the spans of a tracer the file starts), or needs what only development has (the
 * developer pages serve GraphiQL from dev dependencies, which `.ci/run`'s build sits beside without).
 */
export interface BuiltModules {
  startPlatform: typeof startPlatform;
  createPrisma(url: string, connections: number): PrismaClient;
  localStorage(dir: string): FileStorage;
}

/** The build's modules, or undefined without TEST_BUILD_DIR (the platform then loads in jest's registry). */
export function builtModules(): BuiltModules | undefined {
  const dir = process.env.TEST_BUILD_DIR;
  if (!dir) return undefined;
  // Node's require, handed over by test/jest-runtime.js (jest's own `module.createRequire` answers
  // a require of the file's registry).
  const nodeRequire = (vm as unknown as Record<symbol, NodeJS.Require | undefined>)[
    Symbol.for('lanes.test.node-require')
  ];
  if (!nodeRequire) throw new Error('TEST_BUILD_DIR needs the runtime of jest.config.js');
  const load = (file: string) => nodeRequire(join(resolve(dir), file));
  const platform = load('scripts/platform.js') as typeof import('../scripts/platform');
  const { createPrisma } = load('lib/db/prisma.js') as typeof import('../lib/db/prisma');
  const { LocalDiskStorage } = load(
    'lib/storage/local-disk.js',
  ) as typeof import('../lib/storage/local-disk');
  return {
    startPlatform: platform.startPlatform,
    createPrisma,
    localStorage: (storageDir) => new LocalDiskStorage(storageDir),
  };
}

/**
 * Whether options reach the build's platform as they are: plain data only (objects, arrays,
 * strings, numbers, booleans). A class instance or a function (a clock, a provider, a storage) is
 * the file's own module's, of another realm than the build's: a Date it makes is no Date to the
 * build's libraries, an error it throws not of the classes the build checks. Such options start
 * the platform from the file's own modules.
 */
export function plainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
    return true;
  if (Array.isArray(value)) return value.every(plainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(plainData);
}
