import type { ProviderChain } from '../providers';
import type { RunResult } from './job-run';
import type { WorkerDeps } from './worker-deps';

/** What a media worker is made with (index.ts reads the settings from the environment). */
export interface MediaWorkerOptions {
  deps: WorkerDeps;
  chain: ProviderChain;
  /** How long to wait between looks at an empty queue (MEDIA_WORKER_POLL_MS, default 1000). */
  pollIntervalMs: number;
  /** How long a claim holds without renewal (MEDIA_WORKER_LEASE_MS, default 30000); renewed every third of it. */
  leaseMs: number;
  /** Jobs processed at once by this worker (MEDIA_WORKER_CONCURRENCY, default 2). */
  concurrency: number;
  /** How often settlements identity did not confirm are sent again (MEDIA_WORKER_SETTLE_MS, default 30000; 0 = never). */
  settleIntervalMs: number;
  /** How often jobs whose credit hold was never confirmed are confirmed or failed (MEDIA_WORKER_RECOVER_MS, default 10000; 0 = never). */
  recoverIntervalMs: number;
  /** How long a job may wait unconfirmed before the recovery step takes it up (default 5000): its creation may still be confirming it. */
  confirmGraceMs?: number;
  /** Names this worker in `lease_owner`; unique by default (host, pid, random). */
  id?: string;
  log?: (message: string, error?: unknown) => void;
  /** Called after each job ends (tests and the benchmark count results). */
  onJobEnded?: (jobId: string, result: RunResult) => void;
}
