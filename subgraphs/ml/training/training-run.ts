import type { Worker } from 'node:worker_threads';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { Claim } from '../../../lib/jobs/leased-queue';
import { trainingProgress } from '../common/events';
import type { TrainerMessage } from './trainer-thread';
import { renewTraining } from './training-queue-store';
import type { TrainingJobRow } from './training-store';

/** How a training thread ended, as the runner writes it down. */
export type TrainingEnd =
  | { kind: 'done'; artifactJson: string; metrics: object }
  | { kind: 'failed'; code: string; message: string }
  /** The claim no longer holds the job (cancelled, or taken over after a lost lease): nothing to write. */
  | { kind: 'lost' }
  /** The runner stops: the job goes back to the queue. */
  | { kind: 'stopped' };

export interface FollowSettings {
  leaseMs: number;
  /** How often the lease is renewed (with the progress) and a cancellation looked for. */
  heartbeatMs: number;
}

/**
 * One training thread followed to its end: renews the lease with the progress every heartbeat
 * (a renewal that misses means the job was cancelled or taken over), publishes progress, stops
 * the thread past `maxRuntimeSeconds` (ML_1104), and answers how it ended, once, after the thread
 * is terminated. `stop()` ends it as `stopped` (the runner is stopping).
 */
export function followTraining(
  parts: { prisma: PrismaClient; events: EventBus },
  claim: Claim,
  job: TrainingJobRow,
  worker: Worker,
  settings: FollowSettings,
): { ended: Promise<TrainingEnd>; stop: () => void } {
  let finish: (end: TrainingEnd) => void = () => undefined;
  const ended = new Promise<TrainingEnd>((resolve) => {
    let progress = 0;
    let settled = false;
    finish = (end) => {
      if (settled) return;
      settled = true;
      clearInterval(heartbeat);
      clearTimeout(deadline);
      void worker.terminate().finally(() => resolve(end));
    };
    const fail = (code: string, message: string) => finish({ kind: 'failed', code, message });
    const deadline = setTimeout(
      () =>
        fail(
          'ML_1104',
          `Training ran past maxRuntimeSeconds (${job.maxRuntimeSeconds} s) and was stopped`,
        ),
      job.maxRuntimeSeconds * 1000,
    );
    const heartbeat = setInterval(() => {
      renewTraining(parts.prisma, claim, settings.leaseMs, progress)
        .then((held) => (held ? undefined : finish({ kind: 'lost' })))
        .catch(() => undefined); // the database is away: the lease runs out and another runner retries
    }, settings.heartbeatMs);
    worker.on('message', (message: TrainerMessage) => {
      if (message.type === 'progress') {
        progress = message.progress;
        const update = { jobId: job.id, status: 'running', progress, errorCode: null };
        void parts.events.publish(trainingProgress(job.tenantId, update)).catch(() => undefined);
      } else if (message.type === 'done') {
        finish({ kind: 'done', artifactJson: message.artifactJson, metrics: message.metrics });
      } else if (message.kind === 'config') {
        fail('ML_1100', `Invalid training configuration: ${message.message}`);
      } else {
        fail('ML_1103', `The trainer failed: ${message.message}`);
      }
    });
    worker.on('error', (error) => fail('ML_1103', `The trainer failed: ${error.message}`));
    worker.on('exit', () => fail('ML_1103', 'The trainer thread stopped before it answered'));
  });
  return { ended, stop: () => finish({ kind: 'stopped' }) };
}
