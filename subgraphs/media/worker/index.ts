import type { Clock } from '../../../lib/clock';
import { envInt } from '../../../lib/config';
import { privateTargetsAllowed } from '../../../lib/http/targets/target-policy';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import { providersFromEnv, type ProviderChain } from '../providers';
import { MediaWorker } from './worker';
import type { MediaWorkerOptions } from './worker-options';

export { MediaWorker } from './worker';
export type { MediaWorkerOptions } from './worker-options';
export type { RunResult } from './job-run';

export interface StartWorkerOptions extends Partial<Omit<MediaWorkerOptions, 'deps' | 'chain'>> {
  prisma: PrismaClient;
  storage: FileStorage;
  events: EventBus;
  /** Where identity is (credits are charged and released there). */
  peers: SubgraphDirectory;
  /** The providers; by default the chain of MEDIA_PROVIDERS (see providers/index.ts). */
  chain?: ProviderChain;
  /** What the worker reads the time from (lib/clock.ts); the system's unless a test moves it. */
  clock?: Clock;
}

/** Settings from the environment; explicit options win. Invalid values stop the start. */
function workerSettings(
  options: Partial<MediaWorkerOptions> = {},
): Pick<
  MediaWorkerOptions,
  'pollIntervalMs' | 'leaseMs' | 'concurrency' | 'settleIntervalMs' | 'recoverIntervalMs'
> {
  const settings = {
    pollIntervalMs: options.pollIntervalMs ?? envInt('MEDIA_WORKER_POLL_MS', 1000),
    leaseMs: options.leaseMs ?? envInt('MEDIA_WORKER_LEASE_MS', 30_000),
    concurrency: options.concurrency ?? envInt('MEDIA_WORKER_CONCURRENCY', 2),
    settleIntervalMs: options.settleIntervalMs ?? envInt('MEDIA_WORKER_SETTLE_MS', 30_000),
    recoverIntervalMs: options.recoverIntervalMs ?? envInt('MEDIA_WORKER_RECOVER_MS', 10_000),
  };
  if (settings.pollIntervalMs < 10) throw new Error('MEDIA_WORKER_POLL_MS must be at least 10');
  if (settings.leaseMs < 300) throw new Error('MEDIA_WORKER_LEASE_MS must be at least 300');
  if (settings.concurrency < 1) throw new Error('MEDIA_WORKER_CONCURRENCY must be at least 1');
  // Sources are judged on every download (lib/http/targets/); a setting it replaced stops the start.
  privateTargetsAllowed();
  return settings;
}

/** A worker over the given database, storage, bus and identity, not started yet: bad settings throw here. */
export function createMediaWorker(options: StartWorkerOptions): MediaWorker {
  const { prisma, storage, events, peers, chain, clock, ...rest } = options;
  return new MediaWorker({
    ...rest,
    ...workerSettings(rest),
    deps: { prisma, peers, events, clock },
    chain: chain ?? providersFromEnv(storage),
  });
}

export function startMediaWorker(options: StartWorkerOptions): MediaWorker {
  return createMediaWorker(options).start();
}
