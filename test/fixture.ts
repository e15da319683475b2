import {
  startTestPlatform,
  type TenantFixture,
  type TestPlatform,
  type TestPlatformOptions,
} from './harness';
import { sharedPlatformsEnabled, sharedTestPlatform } from './shared-platform';

/** The platform of a test file and its first tenant, as `platformFixture` hands them out. */
interface PlatformFixture {
  p: TestPlatform;
  t: TenantFixture;
  /** Stops what the file started on top of the platform (a worker, a subgraph) before the platform stops. */
  beforeStop(stop: () => unknown): void;
}

/**
 * The usual preamble of a test file (or of a `describe` block), in one line:
 *
 *     const { p, t } = platformFixture({ worker: true });
 *
 * The platform and one tenant start before the block's tests and the platform stops after them;
 * with no options the block shares its jest worker's platform instead (test/shared-platform.ts),
 * which outlives the file, and only a tenant of its own is made.
 * `p` and `t` are handed out at once but filled in by the fixture's `beforeAll`, so destructuring
 * them at the top of the file is safe and test bodies use them as they are. A `beforeAll` written
 * after the fixture runs after it (jest runs hooks in the order they are declared) and may use both.
 * `options` may be a function when they depend on something started first (a loopback server).
 * jest also runs `afterAll` hooks in declaration order, so the fixture's stops the platform before
 * a file's own: what must stop first (it still uses the database) is handed to `beforeStop`.
 */
export function platformFixture(
  options: TestPlatformOptions | (() => TestPlatformOptions | Promise<TestPlatformOptions>) = {},
): PlatformFixture {
  const p = {} as TestPlatform;
  const t = {} as TenantFixture;
  let started: TestPlatform | undefined;
  // Starting every subgraph (SUBGRAPHS in lib/config.ts) and a gateway takes seconds on a quiet machine, much longer on a busy one.
  beforeAll(async () => {
    const given = typeof options === 'function' ? await options() : options;
    // A file that changes nothing shares its jest worker's platform (test/shared-platform.ts).
    const shared = typeof options !== 'function' && Object.keys(given).length === 0;
    started =
      shared && sharedPlatformsEnabled()
        ? await sharedTestPlatform()
        : await startTestPlatform(given);
    // Descriptors, not values: `platform` is a getter that refuses when the platform runs apart.
    Object.defineProperties(p, Object.getOwnPropertyDescriptors(started));
    Object.assign(t, await started.newTenant());
  }, 120_000);
  const stops: (() => unknown)[] = [];
  afterAll(async () => {
    try {
      for (const stop of stops.reverse()) await stop();
    } finally {
      await started?.stop();
    }
  });
  return { p, t, beforeStop: (stop) => void stops.push(stop) };
}
