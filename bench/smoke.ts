import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { freePort } from '../test/free-port';
import { prepareSharedTemplate } from './layout-database';

/**
 * Every benchmark once with the smallest settings that still run each of its paths, so none can
 * stop working unnoticed (`.ci/run` runs this). It checks that they run, not how fast: the figures
 * of a smoke run mean nothing.
 */
const SMOKE: { script: string; env: Record<string, string> }[] = [
  // The longest first, so that runs side by side end together.
  {
    script: 'gateways.ts',
    env: { BENCH_DURATION: '1', BENCH_WARMUP: '1', BENCH_CONNECTIONS: '4', BENCH_COMPILED: '1' },
  },
  {
    script: 'ai.ts',
    env: { BENCH_DURATION: '1', BENCH_AI_CONNECTIONS: '4', BENCH_AI_MODEL_DELAY_MS: '20' },
  },
  { script: 'listings.ts', env: { BENCH_DURATION: '1', BENCH_CONNECTIONS: '4' } },
  {
    script: 'search.ts',
    env: {
      BENCH_DURATION: '1',
      BENCH_WARMUP: '1',
      BENCH_CONNECTIONS: '4',
      BENCH_CALLERS: '4',
      BENCH_SEARCH_LISTINGS: '2000',
      BENCH_SEARCH_EVENTS: '200',
    },
  },
  {
    script: 'jobs.ts',
    env: { BENCH_JOBS: '8', BENCH_IN_FLIGHT: '4', BENCH_WORKERS: '1', BENCH_SIDE: '256' },
  },
  { script: 'subscriptions.ts', env: { BENCH_SUBSCRIBERS: '20', BENCH_EVENTS: '3' } },
  {
    script: 'subscriptions.ts',
    env: { BENCH_SUBSCRIBERS: '20', BENCH_EVENTS: '3', BENCH_GATEWAY_WORKERS: '2' },
  },
  { script: 'events.ts', env: { BENCH_EVENTS: '200', BENCH_WEBHOOK_EVENTS: '20' } },
  { script: 'reports.ts', env: { BENCH_REPORT_ROWS: '2000' } },
  { script: 'ml.ts', env: { BENCH_ML_ROWS: '2000', BENCH_DURATION: '1' } },
  {
    script: 'notifications.ts',
    env: { BENCH_MAILS: '20', BENCH_NOTIFY_SUBSCRIBERS: '20', BENCH_NOTIFY_TENANTS: '2' },
  },
  {
    script: 'tickets.ts',
    env: { BENCH_BUYERS: '30', BENCH_SEATS: '20', BENCH_SCANNERS: '4' },
  },
  {
    script: 'stall-probes.ts',
    env: {
      BENCH_PROBE_ITEMS: '100',
      BENCH_PROBE_QUERIES: '2',
      BENCH_PROBE_QUERY_BYTES: '20000',
      // The slow clients' probes last as long as the request timeout; a cap of 8 refuses 4 of 12.
      HTTP_REQUEST_TIMEOUT_MS: '2000',
      HTTP_CONNECTIONS_PER_ADDRESS: '8',
      BENCH_PROBE_SILENT_CONNECTIONS: '12',
    },
  },
  {
    script: 'entity-cache.ts',
    env: { BENCH_DURATION: '1', BENCH_CONNECTIONS: '4', BENCH_CALLERS: '8' },
  },
];

/**
 * A smoke run's figures mean nothing: its users' passwords are hashed as the tests' are, each
 * load (autocannon's, warm-ups too) is a few requests, not seconds at full speed
 * (bench/load-length.ts), and every subgraph of a layout runs in one process
 * (bench/distributed.ts), which starts in a third of the CPU of ten.
 */
const SMOKE_ENV = {
  PASSWORD_HASH_COST: '10',
  BENCH_REQUESTS: '40',
  BENCH_SUBGRAPHS_IN_ONE_PROCESS: '1',
};

function run(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; ms: number; tail: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, script)], {
      env: { ...SMOKE_ENV, ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    // A smoke run that hangs is a failure too; its whole process group goes (services, PostgreSQL).
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 300_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        ms: performance.now() - started,
        tail: output.split('\n').slice(-12).join('\n'),
      });
    });
  });
}

/**
 * With BENCH_BUILD_DIR (a compiled build beside its production dependencies, as `.ci/run` makes
 * for its compiled suites), every benchmark runs its processes from that build (bench/processes.ts):
 * what ships is what the smoke runs start, and no process compiles TypeScript as it starts.
 */
const compiled: Record<string, string> = process.env.BENCH_BUILD_DIR ? { BENCH_COMPILED: '1' } : {};

/**
 * How many smoke runs go at once (BENCH_SMOKE_CONCURRENCY, default 2, one per core here): each
 * spends most of its time starting PostgreSQL and processes, and a smoke run's figures mean
 * nothing, so runs side by side check the same and finish sooner.
 */
function concurrency(): number {
  const value = Number(process.env.BENCH_SMOKE_CONCURRENCY ?? 2);
  if (!Number.isInteger(value) || value < 1)
    throw new Error('BENCH_SMOKE_CONCURRENCY must be a whole number of at least 1');
  return value;
}

/**
 * One PostgreSQL for every distributed layout of the smoke runs, with the seeded template each
 * layout copies (bench/layout-database.ts): a layout then starts no PostgreSQL of its own and
 * neither migrates nor seeds, which a benchmark's figures do not need and a smoke run does not
 * check.
 */
async function sharedDatabase(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-smoke-'));
  const db = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
  const stop = async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    Object.assign(process.env, { ...SMOKE_ENV, ...process.env });
    return { env: await prepareSharedTemplate(db.url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const queue = SMOKE.filter((s) => only.length === 0 || only.includes(s.script));
  let failed = 0;
  const database = await sharedDatabase();
  const runner = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await run(next.script, { ...compiled, ...database.env, ...next.env });
      const ok = result.code === 0;
      if (!ok) failed++;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} bench/${next.script} in ${(result.ms / 1000).toFixed(1)} s${ok ? '' : `\n${result.tail}`}`,
      );
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency() }, runner));
  } finally {
    await database.stop();
  }
  process.exit(failed ? 1 : 0);
}

main();
