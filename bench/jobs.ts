import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import { DEMO_PASSWORD } from '../prisma/seed';
import { operatorTopUp } from '../subgraphs/identity/wallets/system-top-ups';
import { freePorts } from '../test/free-port';
import { cpuSeconds } from './cpu-time';
import { startDistributed } from './distributed';
import { startProcess, stopAll, waitReady } from './processes';
import { percentile } from './percentile';

const JOBS = Number(process.env.BENCH_JOBS ?? 200);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const WORKER_CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY ?? '2';
const SIDE = Number(process.env.BENCH_SIDE ?? 256);
// Processes per subgraph (scripts/start-subgraph.ts reads SUBGRAPH_WORKERS); unset: one each.
const SUBGRAPH_WORKERS = process.env.BENCH_SUBGRAPH_WORKERS;

interface Result {
  workers: number;
  mode: 'live' | 'backlog';
  createPerSecond: number;
  jobsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU ms per job of each process kind over the run (workers summed). */
  cpuPerJob: Record<CpuPart, number>;
}

const CPU_PARTS = ['worker', 'media', 'identity', 'gateway', 'postgres'] as const;
type CpuPart = (typeof CPU_PARTS)[number];

const post = async (url: string, token: string | null, body: unknown) => {
  const res = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    body: (await res.body.json()) as { data: Record<string, unknown> },
  };
};

/** Creates `total` image jobs over REST, `IN_FLIGHT` at a time; answers their ids and how long it took. */
async function createJobs(
  gateway: string,
  token: string,
  total = JOBS,
): Promise<{ ids: string[]; ms: number }> {
  const ids: string[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < total) {
        next++;
        const res = await post(`${gateway}/media/v1/images/generate`, token, {
          prompt: `benchmark picture ${next}`,
          width: SIDE,
          height: SIDE,
        });
        if (res.status !== 202)
          throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
        ids.push(String(res.body.data.jobId));
      }
    }),
  );
  return { ids, ms: performance.now() - started };
}

async function waitCompleted(prisma: PrismaClient, ids: string[]): Promise<void> {
  const deadline = performance.now() + 600_000;
  for (;;) {
    const groups = await prisma.mediaJob.groupBy({
      by: ['status'],
      where: { id: { in: ids } },
      _count: true,
    });
    const count = (status: string) => groups.find((g) => g.status === status)?._count ?? 0;
    if (count('failed') + count('cancelled') > 0)
      throw new Error(`jobs failed: ${JSON.stringify(groups)}`);
    if (count('completed') === ids.length) return;
    if (performance.now() > deadline)
      throw new Error(`jobs did not complete: ${JSON.stringify(groups)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the first of `ids` has been claimed (backlog mode: CPU is counted from there, not from the workers' start-up). */
async function waitFirstClaim(prisma: PrismaClient, ids: string[]): Promise<void> {
  while (
    (await prisma.mediaJob.count({ where: { id: { in: ids }, status: { not: 'queued' } } })) === 0
  )
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Jobs per second from the jobs' own timestamps: first `from` to last completion. */
async function measure(
  prisma: PrismaClient,
  ids: string[],
  workers: number,
  mode: Result['mode'],
  createMs: number,
  from: 'createdAt' | 'startedAt',
  cpuMs: Record<CpuPart, number>,
): Promise<Result> {
  const jobs = await prisma.mediaJob.findMany({
    where: { id: { in: ids } },
    select: { createdAt: true, startedAt: true, completedAt: true },
  });
  const begin = Math.min(...jobs.map((j) => j[from]!.getTime()));
  const end = Math.max(...jobs.map((j) => j.completedAt!.getTime()));
  const latencies = jobs
    .map((j) => j.completedAt!.getTime() - j[from]!.getTime())
    .sort((a, b) => a - b);
  return {
    workers,
    mode,
    createPerSecond: (ids.length * 1000) / createMs,
    jobsPerSecond: (ids.length * 1000) / (end - begin),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerJob: Object.fromEntries(
      CPU_PARTS.map((part) => [part, cpuMs[part] / ids.length]),
    ) as Record<CpuPart, number>,
  };
}

/**
 * Media jobs end to end: every service in its own process (as deployed), workers as separate
 * `npm run start:worker` processes with the local provider, one embedded PostgreSQL. Two modes
 * per worker count: "live" (workers running while clients create jobs; created -> completed) and
 * "backlog" (jobs created first, then the workers start; first start -> last completion).
 */
async function main(): Promise<void> {
  const storageDir = mkdtempSync(join(tmpdir(), 'lanes-bench-jobs-files-'));
  // Credits come from the platform's own payment path (role system), as an operator would give them.
  const platform = await startDistributed(
    {
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      STORAGE_DIR: storageDir,
      ...(SUBGRAPH_WORKERS ? { SUBGRAPH_WORKERS } : {}),
    },
    (db) =>
      operatorTopUp(
        { prisma: db },
        { email: 'admin@demo.test', amount: 1_000_000, reference: 'operator:benchmark credits' },
      ).then(() => undefined),
  );
  let workers: ChildProcess[] = [];
  const prisma = createPrisma(platform.env.DATABASE_URL, 2);
  try {
    const env = platform.env;
    const gateway = platform.gateway;
    const login = await post(`${gateway}/auth/v1/login`, null, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    const token = String(login.body.data.accessToken);

    const workerEnv = {
      ...env,
      MEDIA_WORKER_POLL_MS: '50',
      MEDIA_WORKER_CONCURRENCY: WORKER_CONCURRENCY,
      MEDIA_PROVIDERS: 'local',
    };
    const startWorkers = async (n: number) => {
      const ports = await freePorts(n);
      const started = ports.map((port, i) =>
        startProcess(`worker-${i + 1}`, 'scripts/start-worker.ts', [], {
          ...workerEnv,
          WORKER_HEALTH_PORT: String(port),
        }),
      );
      return {
        started,
        ready: () =>
          Promise.all(
            ports.map((port, i) => waitReady(`http://127.0.0.1:${port}/health/ready`, started[i])),
          ),
      };
    };
    // CPU time so far of every process kind (utime + stime), to report CPU per job.
    const cpuNow = (): Record<CpuPart, number> => {
      const seconds = cpuSeconds({
        worker: workers.map((child) => child.pid!),
        media: [platform.pids.media],
        identity: [platform.pids.identity],
        gateway: [platform.gatewayPid],
        postgres: 'postgres',
      });
      return Object.fromEntries(CPU_PARTS.map((part) => [part, seconds[part] * 1000])) as Record<
        CpuPart,
        number
      >;
    };
    const cpuSince = (before: Record<CpuPart, number>) => {
      const now = cpuNow();
      return Object.fromEntries(
        CPU_PARTS.map((part) => [part, now[part] - before[part]]),
      ) as Record<CpuPart, number>;
    };
    const results: Result[] = [];
    // A warm-up round: JIT, connection pools, the storage folder.
    let pool = await startWorkers(1);
    workers = pool.started;
    await waitCompleted(prisma, (await createJobs(gateway, token, 40)).ids);
    await stopAll(workers);

    for (const count of WORKER_COUNTS) {
      pool = await startWorkers(count);
      workers = pool.started;
      await pool.ready(); // workers up and polling
      let before = cpuNow();
      const live = await createJobs(gateway, token);
      await waitCompleted(prisma, live.ids);
      results.push(
        await measure(prisma, live.ids, count, 'live', live.ms, 'createdAt', cpuSince(before)),
      );
      await stopAll(workers);

      const backlog = await createJobs(gateway, token);
      pool = await startWorkers(count);
      workers = pool.started;
      await waitFirstClaim(prisma, backlog.ids);
      before = cpuNow();
      await waitCompleted(prisma, backlog.ids);
      results.push(
        await measure(
          prisma,
          backlog.ids,
          count,
          'backlog',
          backlog.ms,
          'startedAt',
          cpuSince(before),
        ),
      );
      await stopAll(workers);
    }

    console.log(
      `\nMedia jobs end to end: ${JOBS} image jobs of ${SIDE}x${SIDE} per run, ${IN_FLIGHT} creations in flight, local provider,`,
    );
    console.log(
      `worker concurrency ${WORKER_CONCURRENCY}, subgraph processes ${SUBGRAPH_WORKERS ?? 1} each, ${cpus().length} CPUs, ${new Date().toISOString()}`,
    );
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `workers  mode     created/s  completed jobs/s  latency p50 ms  p99 ms  CPU ms/job: ${CPU_PARTS.join(' ')}`,
    );
    for (const r of results) {
      const cpu = CPU_PARTS.map((part) => r.cpuPerJob[part].toFixed(1).padStart(part.length)).join(
        ' ',
      );
      console.log(
        `${String(r.workers).padStart(7)}  ${r.mode.padEnd(8)} ${r.createPerSecond.toFixed(1).padStart(9)} ${r.jobsPerSecond.toFixed(1).padStart(17)} ${String(r.p50).padStart(15)} ${String(r.p99).padStart(7)}              ${cpu}`,
      );
    }
    console.log(
      'CPU ms/job: utime + stime of each process over the run / jobs (live: the creations too; backlog: from the first claim).',
    );
    console.log(
      'live: workers running while jobs are created; jobs/s = jobs / (first created -> last completed), latency = created -> completed.',
    );
    console.log(
      'backlog: jobs created first, then the workers start; jobs/s = jobs / (first started -> last completed), latency = started -> completed.',
    );
  } finally {
    await stopAll(workers);
    await prisma.$disconnect();
    await platform.stop();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
