import cluster, { type Worker } from 'node:cluster';
import { resolveDatabase } from './db/database';
import { migrate } from './db/migrate';
import { serviceLogger } from './observability/logger';
import { runMain, stopOnSignals } from './service';

// A worker that dies within this long of its start is not restarted at once (a crash loop).
const RESTART_DELAY_MS = 1000;

interface ClusterOptions {
  /** Names the processes in the log: `gateway`, a subgraph's name, `media-worker`. */
  name: string;
  /** How many worker processes serve (more than one; one runs no cluster at all). */
  workers: number;
  /** Settings every worker gets beyond the primary's environment (decided by the primary). */
  env?: Record<string, string>;
}

/**
 * N processes of one command (docs/scaling-gateways.md): the primary holds every port the workers
 * listen on (node:cluster hands each connection to one worker in turn), starts the embedded
 * database once when no DATABASE_URL is set and brings the database up to date once, then hands
 * its URL to the workers. A worker that dies is replaced; SIGTERM stops every worker, then the
 * database. Whatever must hold across the workers lives outside any one process (PostgreSQL);
 * each command says what that is where it calls this.
 */
export async function runCluster(options: ClusterOptions): Promise<void> {
  const log = serviceLogger(`${options.name}-cluster`);
  const database = await resolveDatabase();
  await migrate(database.url);
  const env = { ...process.env, ...options.env, DATABASE_URL: database.url };
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork(env);
    const started = performance.now();
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      log.error(
        { workerPid: worker.process.pid, code, signal },
        `${options.name} worker exited; starting another`,
      );
      setTimeout(fork, Math.max(0, RESTART_DELAY_MS - (performance.now() - started)));
    });
    return worker;
  };
  for (let i = 0; i < options.workers; i++) fork();
  log.info({ workers: options.workers, pid: process.pid }, `${options.name} cluster started`);
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

/**
 * A command's entry: with `workers` above one, this process becomes the cluster's primary
 * (`startCluster`, which calls runCluster) and each worker it forks runs `main`; otherwise `main`
 * runs here, as it always did. The count is read inside, so a wrong setting fails like any start.
 */
export function runMainOrCluster(options: {
  what: string;
  workers: () => number;
  main: () => Promise<void>;
  startCluster: (workers: number) => Promise<void>;
}): void {
  runMain(`${options.what} start`, async () => {
    const workers = cluster.isPrimary ? options.workers() : 1;
    await (workers > 1 ? options.startCluster(workers) : options.main());
  });
}
