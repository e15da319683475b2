import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { platformFixture } from '../fixture';
import {
  animateWithOwnSpeech,
  answerArithmetic,
  answerFromContext,
  completeMediaJob,
  exportLedgerAsPdf,
  MEDIA_JOBS,
  trainAndPredict,
} from './shipped-flows';

// Every file `npm start` reads while it makes each kind of output (./shipped-flows.ts), recorded by
// a preloaded hook (./record-file-reads.cjs) in the platform's process and its worker threads, from
// the sources as developers run it. The compiled build must hold each file of the checkout it read,
// and nothing it loaded may come from a dev dependency (absent from the image) but the TypeScript
// runner the sources need. PERSISTED_DOCUMENTS=only makes the gateway read its manifest too.
jest.setTimeout(300_000);

const ROOT = resolve(__dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'lanes-runtime-files-'));
const log = join(work, 'reads.log');
// A build of this checkout made already (TEST_BUILD_DIR: `.ci/run` hands over the image's dist/,
// so what is checked is what ships), or one made here.
const givenBuild = process.env.TEST_BUILD_DIR;
const outDir = givenBuild ?? mkdtempSync(join(ROOT, '.build-test-'));
writeFileSync(log, '');

const { p, t } = platformFixture({
  worker: true,
  separateProcess: {
    env: {
      NODE_OPTIONS: `--require ${join(__dirname, 'record-file-reads.cjs')}`,
      RECORD_FILE_READS: log,
      PERSISTED_DOCUMENTS: 'only',
    },
  },
});

beforeAll(async () => {
  // Not execFileSync: a build longer than the server's idle timeout (HTTP_IDLE_TIMEOUT_MS) with
  // this process blocked would leave its kept-alive connections to the platform closed unseen.
  if (!givenBuild)
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/build.ts', outDir, '--no-check'],
      { cwd: ROOT },
    );
  for (const job of MEDIA_JOBS) await completeMediaJob(p, t, job);
  await Promise.all([exportLedgerAsPdf(p, t), trainAndPredict(p, t), answerFromContext(p, t)]);
  // After the others: five flows at once kept every connection of the process's pool busy past
  // a transaction's wait on a machine running the whole suite (503, lib/db/prisma-errors.ts).
  await answerArithmetic(p, t);
  await animateWithOwnSpeech(p, t);
}, 300_000);

afterAll(() => {
  if (!givenBuild) rmSync(outDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

// Read by tsx to compile the sources (the compiled build reads neither).
const SOURCE_RUNNER_FILES = new Set(['package.json', 'tsconfig.json']);

/** Every file read, relative to the checkout; files outside it (storage, the system's) are not the build's business. */
function readsInCheckout(): string[] {
  const files = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  const inCheckout = files
    .filter((file) => file.startsWith(`${ROOT}/`))
    .map((file) => relative(ROOT, file));
  return [...new Set(inCheckout.filter((file) => !SOURCE_RUNNER_FILES.has(file)))].sort();
}

interface LockPackage {
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockPackage>;
};

/** The lock file's key of the installed package a file belongs to: `node_modules/a`, `node_modules/@s/b/node_modules/c`. */
function packageKey(file: string): string {
  const parts = file.split('/');
  let end = 0;
  for (let i = 0; i < parts.length; i += 1)
    if (parts[i] === 'node_modules') end = i + (parts[i + 1]?.startsWith('@') ? 3 : 2);
  return parts.slice(0, end).join('/');
}

/** tsx and what it installs: the sources run under it, and its threads register it (lib/worker-thread.ts). */
function sourceRunner(): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !lock.packages[key]) return;
    found.add(key);
    const pkg = lock.packages[key];
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }))
      visit(
        lock.packages[`${key}/node_modules/${name}`]
          ? `${key}/node_modules/${name}`
          : `node_modules/${name}`,
      );
  };
  visit('node_modules/tsx');
  return found;
}

describe('files read at run time', () => {
  it('are all in the compiled build: each file of the checkout it read, TypeScript as its JavaScript', () => {
    const own = readsInCheckout().filter((file) => !file.startsWith('node_modules/'));
    // What every start reads: the recording works and reaches worker threads.
    expect(own).toEqual(
      expect.arrayContaining([
        'schema/supergraph.graphql',
        'schema/persisted-documents.json',
        'lib/subgraph/federation.graphql',
        'subgraphs/ml/training/trainer-thread.ts',
      ]),
    );
    expect(own.some((file) => /^prisma\/migrations\/.+\/migration\.sql$/.test(file))).toBe(true);
    const missing = own
      .map((file) => file.replace(/\.ts$/, '.js'))
      .filter((file) => !existsSync(join(outDir, file)));
    expect(missing).toEqual([]);
  });

  it('come from production dependencies only, but for the TypeScript runner of the sources', () => {
    const packages = [
      ...new Set(
        readsInCheckout()
          .filter((file) => file.startsWith('node_modules/'))
          .map(packageKey),
      ),
    ].sort();
    expect(packages).toEqual(
      expect.arrayContaining([
        'node_modules/h264-mp4-encoder',
        'node_modules/mespeak',
        'node_modules/pdfkit',
        'node_modules/wink-eng-lite-web-model',
        'node_modules/ml-naivebayes',
      ]),
    );
    const runner = sourceRunner();
    const dev = packages.filter((key) => lock.packages[key]?.dev && !runner.has(key));
    expect(dev).toEqual([]);
  });
});
