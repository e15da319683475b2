import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { BackgroundWork } from '../../../lib/subgraph/server';
import type { Claim, QueueClaim } from '../../../lib/jobs/leased-queue';
import { QueueWorker } from '../../../lib/jobs/queue-worker';
import { startModuleThread } from '../../../lib/worker-thread';
import { findDataset } from '../datasets/dataset-store';
import { findModel } from '../models/model-store';
import { trainingProgress } from '../common/events';
import type { Feature } from '../common/input-schema';
import type { Algorithm, Task } from './algorithms';
import type { TrainingSpec } from './artifact';
import { followTraining, type FollowSettings, type TrainingEnd } from './training-run';
import {
  failTrainingJob,
  findTrainingJobById,
  succeedTrainingJob,
  trainingQueue,
} from './training-queue-store';
import type { TrainingJobRow } from './training-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ml-training');

export interface TrainingRunnerOptions extends FollowSettings {
  /** Threads training at once in this process (ML_TRAINING_CONCURRENCY, default 1). */
  concurrency: number;
  /** How long a claim holds without renewal (ML_TRAINING_LEASE_MS): a runner silent that long is taken to be dead. */
  leaseMs: number;
  pollMs: number;
}

interface Parts {
  prisma: PrismaClient;
  storage: FileStorage;
  events: EventBus;
}

type Claimed = { id: string; claim: QueueClaim; job: TrainingJobRow };

/**
 * Runs training jobs in worker threads, off the request path (docs/ml.md, "Training"), on the
 * platform's one queue worker (lib/jobs/queue-worker.ts): claims queued jobs on the leased queue
 * (training-queue-store.ts), follows each thread while it trains (training-run.ts), and stores
 * the artifact. Each run is a span continuing the trace of the request that submitted the job.
 * Stopping the service gives its jobs back to the queue.
 */
export class TrainingRunner implements BackgroundWork {
  readonly id: string;
  private readonly worker: QueueWorker<Claimed>;

  constructor(
    private readonly parts: Parts,
    private readonly options: TrainingRunnerOptions,
  ) {
    const { prisma } = parts;
    this.worker = new QueueWorker<Claimed>({
      name: 'ml-training',
      concurrency: options.concurrency,
      pollIntervalMs: options.pollMs,
      // A stopping runner hands its jobs back at once (the thread's work is lost anyway).
      graceMs: 0,
      gauge: trainingQueue.gauge(prisma),
      claim: async (owner, limit) => {
        const claims = await trainingQueue.claim(prisma, owner, options.leaseMs, limit);
        const jobs = await Promise.all(claims.map((c) => findTrainingJobById(prisma, c.id)));
        // A job gone since its claim has nothing to run; its lease runs out.
        return claims.flatMap((claim, i) =>
          jobs[i] ? [{ id: claim.id, claim, job: jobs[i] }] : [],
        );
      },
      exhausted: ({ claim }) => claim.exhausted,
      giveUp: async ({ claim, job }) => {
        const message = `The trainer stopped ${claim.token - 1} times on this job; it is not retried again`;
        await this.finish(claim, job, { kind: 'failed', code: 'ML_1103', message });
      },
      span: ({ claim, job }) => ({
        part: 'ml-training',
        name: `ml training ${job.algorithm}`,
        row: job,
        attributes: { 'lanes.job.attempt': claim.token, 'lanes.ml.algorithm': job.algorithm },
      }),
      run: ({ claim, job }, signal) => this.train(claim, job, signal),
      failed: ({ id }, error) => log.error({ err: error, jobId: id }, 'finishing a job failed'),
    });
    this.id = this.worker.id;
  }

  start(): void {
    this.worker.start();
  }

  kick(): void {
    this.worker.kick();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** One claimed job: its thread followed to the end, which is written down; answers how it ended. */
  private async train(claim: Claim, job: TrainingJobRow, signal: AbortSignal): Promise<string> {
    const followed = await this.startThread(claim, job);
    if (signal.aborted) followed.stop();
    else signal.addEventListener('abort', () => followed.stop(), { once: true });
    const end = await followed.ended;
    await this.finish(claim, job, end);
    return end.kind;
  }

  /** Reads the model and the dataset and starts the thread; a dataset that cannot be read ends the run at once. */
  private async startThread(
    claim: Claim,
    job: TrainingJobRow,
  ): Promise<{ ended: Promise<TrainingEnd>; stop: () => void }> {
    const { prisma, storage } = this.parts;
    const [model, dataset] = await Promise.all([
      findModel(prisma, job.tenantId, job.modelId),
      findDataset(prisma, job.tenantId, job.datasetId),
    ]);
    const file = dataset && (await storage.get(dataset.storageKey));
    if (!model || !file) {
      const message = 'The training data could not be read from storage; retry';
      return {
        ended: Promise.resolve({ kind: 'failed', code: 'ML_1103', message }),
        stop: () => {},
      };
    }
    const hyperparameters = job.hyperparameters as Record<string, number>;
    const spec: TrainingSpec = {
      algorithm: job.algorithm as Algorithm,
      task: model.task as Task,
      features: (model.inputSchema as unknown as { features: Feature[] }).features,
      target: job.targetColumn,
      hyperparameters,
      validationSplit: job.validationSplit,
      seed: hyperparameters.seed ?? 42,
    };
    const bytes = new Uint8Array(file.data);
    const transferList = [bytes.buffer as ArrayBuffer];
    const worker = startModuleThread(
      __dirname,
      'trainer-thread',
      { bytes, spec },
      { transferList },
    );
    return followTraining(this.parts, claim, job, worker, this.options);
  }

  /** Writes how the run ended (fenced by the claim), then tells subscribers where the job stands now. */
  private async finish(claim: Claim, job: TrainingJobRow, end: TrainingEnd): Promise<void> {
    const { prisma, storage, events } = this.parts;
    if (end.kind === 'stopped') return trainingQueue.handBack(prisma, claim);
    if (end.kind === 'failed') {
      await failTrainingJob(prisma, claim, end.code, end.message);
    } else if (end.kind === 'done') {
      const key = `ml/${job.tenantId}/artifacts/${job.modelId}/v${job.version}-${job.id}.json`;
      await storage.put(key, Buffer.from(end.artifactJson), 'application/json');
      await succeedTrainingJob(prisma, claim, job, key, end.metrics);
    }
    const now = await findTrainingJobById(prisma, job.id);
    if (!now) return;
    const { status, progress, errorCode } = now;
    const update = { jobId: now.id, status, progress, errorCode };
    await events.publish(trainingProgress(job.tenantId, update)).catch(() => undefined);
  }
}
