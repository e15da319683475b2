import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPrisma } from '../lib/db/prisma';
import { LocalDiskStorage } from '../lib/storage/local-disk';
import { NO_MAIL_LIMITS, NO_RATE_LIMIT } from './harness';
import { compiledBuildDir, PlatformProcess, processEnv } from './platform-process';
import { isAlive } from './start-process';
import { createTestDatabase, dropTestDatabase } from './test-databases';
import { testPlatformAt, type TestPlatform } from './test-platform';

/**
 * One platform per jest worker, shared by the worker's test files that change nothing in it
 * (platformFixture() with no options): each file makes its own tenants, so none sees another's
 * data, and a file no longer pays a platform's start and stop. It runs in a process of its own,
 * because jest gives each test file fresh modules: under tsx with the in-process start of
 * test/harness.ts, or, with TEST_COMPILED_DIR, the compiled build as the image runs it. The
 * worker's first such file starts it; the run's end stops it (test/global-teardown.ts), and so
 * does the run's process going away (test/exit-with-run.cjs).
 */
interface Entry {
  pid: number;
  url: string;
  database: string;
  databaseUrl: string;
  storageDir: string;
  mailDir: string;
}

const ROOT = resolve(__dirname, '..');
const REACHES_IN =
  "this test reaches into the platform's process, which the test files of a jest worker share: give platformFixture { isolated: true }";

function runDir(): string {
  const dir = process.env.TEST_RUN_DIR;
  if (!dir)
    throw new Error('TEST_RUN_DIR is not set: run tests through jest (test/global-setup.ts)');
  return dir;
}

export function sharedPlatformsEnabled(): boolean {
  return process.env.TEST_SHARED_PLATFORMS !== '0';
}

async function startShared(file: string): Promise<Entry> {
  const compiled = compiledBuildDir();
  const { name, url } = await createTestDatabase(compiled ? 'empty' : 'template');
  const storageDir = mkdtempSync(join(runDir(), 'files-'));
  const mailDir = join(storageDir, '.mail');
  const shared = new PlatformProcess({
    compiledDir: compiled,
    databaseUrl: url,
    storageDir,
    dataDir: join(storageDir, '.data'),
    env: {
      MAIL_CATCHER_DIR: mailDir,
      TEST_SHARED_DATABASE_URL: url,
      TEST_SHARED_STORAGE_DIR: storageDir,
      TEST_SHARED_MAIL_DIR: mailDir,
      ...processEnv({}, NO_RATE_LIMIT, NO_MAIL_LIMITS),
    },
    command: compiled
      ? {
          args: [
            '-r',
            join(ROOT, 'test', 'exit-with-run.cjs'),
            join(compiled, 'dist', 'scripts', 'start.js'),
          ],
          cwd: compiled,
          nodeEnv: 'production',
        }
      : {
          args: [
            '-r',
            join(ROOT, 'test', 'exit-with-run.cjs'),
            '--import',
            'tsx',
            join(ROOT, 'test', 'shared-platform-main.ts'),
          ],
          cwd: ROOT,
          nodeEnv: process.env.NODE_ENV ?? 'test',
        },
    outputFile: `${file}.log`,
  });
  await shared.start();
  const entry = {
    pid: shared.pid!,
    url: shared.url,
    database: name,
    databaseUrl: url,
    storageDir,
    mailDir,
  };
  writeFileSync(file, JSON.stringify(entry));
  return entry;
}

/** The platform of this jest worker, started by its first test file that needs it. */
export async function sharedTestPlatform(): Promise<TestPlatform> {
  const file = join(runDir(), `platform-${process.env.JEST_WORKER_ID ?? '1'}.json`);
  let entry: Entry | undefined;
  if (existsSync(file)) {
    const known = JSON.parse(readFileSync(file, 'utf8')) as Entry;
    if (isAlive(known.pid)) entry = known;
  }
  entry ??= await startShared(file);
  const prisma = createPrisma(entry.databaseUrl, 5);
  return testPlatformAt({
    ...entry,
    prisma,
    storage: new LocalDiskStorage(entry.storageDir),
    platform: REACHES_IN,
    stop: () => prisma.$disconnect(),
  });
}

/** At the run's end: every shared platform stopped as `docker stop` would, then its database dropped. */
export async function stopSharedPlatforms(dir: string): Promise<void> {
  const entries = readdirSync(dir)
    .filter((name) => /^platform-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Entry);
  const problems: string[] = [];
  await Promise.all(
    entries.map(async (entry) => {
      if (isAlive(entry.pid)) process.kill(-entry.pid, 'SIGTERM');
      const until = Date.now() + 30_000;
      while (isAlive(entry.pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      if (isAlive(entry.pid)) {
        process.kill(-entry.pid, 'SIGKILL');
        problems.push(`the shared platform ${entry.url} did not stop within 30 s of SIGTERM`);
      }
      await dropTestDatabase(entry.database);
    }),
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
