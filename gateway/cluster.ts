import cluster, { type Worker } from 'node:cluster';
import { resolveDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { serviceLogger } from '../lib/observability/logger';
import { stopOnSignals } from '../lib/service';

const log = serviceLogger('gateway-cluster');
// A worker that dies within this long of its start is not restarted at once (a crash loop).
const RESTART_DELAY_MS = 1000;

/**
 * GATEWAY_WORKERS=N: the primary process holds the port (node:cluster hands each connection to
 * one worker in turn) and N gateway processes serve it. What must hold across them already lives
 * outside any one process: the database (started once here when embedded, then shared through
 * DATABASE_URL), idempotency keys (PostgreSQL), rate-limit counts (RATE_LIMIT_STORE=postgres is
 * required and set when unset), and job events for subscriptions (each worker consumes the bus as
 * an instance of its own, PostgreSQL's without Kafka, so a subscriber on any worker hears every event).
 */
export async function runGatewayCluster(workers: number): Promise<void> {
  const store = process.env.RATE_LIMIT_STORE ?? 'postgres';
  if (store !== 'postgres')
    throw new Error(
      `GATEWAY_WORKERS=${workers} needs RATE_LIMIT_STORE=postgres (got ${store}): counts in one process would let a caller through N times`,
    );
  const database = await resolveDatabase();
  await migrate(database.url);
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    RATE_LIMIT_STORE: 'postgres',
    GATEWAY_WORKERS: '1',
  };
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork(env);
    const started = Date.now();
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      log.error(
        { workerPid: worker.process.pid, code, signal },
        'gateway worker exited; starting another',
      );
      setTimeout(fork, Math.max(0, RESTART_DELAY_MS - (Date.now() - started)));
    });
    return worker;
  };
  for (let i = 0; i < workers; i++) fork();
  log.info({ workers, pid: process.pid }, 'gateway cluster started');
  stopOnSignals(async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await database.stop();
  });
}
