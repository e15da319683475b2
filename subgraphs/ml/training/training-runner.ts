import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { BackgroundWork } from '../../../lib/subgraph/server';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { inQueuedRun, type Claim } from '../../../lib/jobs/leased-queue';
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

/**
 * Runs training jobs in worker threads, off the request path (docs/ml.md, "Training"): claims
 * queued jobs on the leased queue (training-queue-store.ts), follows each thread while it trains
 * (training-run.ts), and stores the artifact. Each run is a span continuing the trace of the
 * request that submitted the job. Stopping the service gives its jobs back to the queue.
 */
export class TrainingRunner implements BackgroundWork {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly loop: BackgroundService;
  private readonly running = new Map<string, { stop: () => void; done: Promise<void> }>();

  constructor(
    private readonly parts: Parts,
    private readonly options: TrainingRunnerOptions,
  ) {
    this.loop = backgroundService({
      name: 'ml-training',
      round: () => this.round(),
      intervalMs: options.pollMs,
    });
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    const runs = [...this.running.values()];
    for (const run of runs) run.stop();
    await Promise.all(runs.map((run) => run.done));
  }

  /** Claims one job when a thread is free; answers whether to look again at once. */
  private async round(): Promise<boolean> {
    if (this.running.size >= this.options.concurrency) return false;
    const [claim] = await trainingQueue.claim(this.parts.prisma, this.id, this.options.leaseMs);
    if (!claim) return false;
    const job = await findTrainingJobById(this.parts.prisma, claim.id);
    if (!job) return true;
    if (claim.exhausted) {
      const message = `The trainer stopped ${claim.token - 1} times on this job; it is not retried again`;
      await this.finish(claim, job, { kind: 'failed', code: 'ML_1103', message });
      return true;
    }
    // A stop asked for before the thread started stops it as soon as it has.
    let stopAsked = false;
    let stop: () => void = () => {
      stopAsked = true;
    };
    const attributes = { 'lanes.job.attempt': claim.token, 'lanes.ml.algorithm': job.algorithm };
    const done = inQueuedRun(
      'ml-training',
      `ml training ${job.algorithm}`,
      job,
      attributes,
      async (span) => {
        const followed = await this.startThread(claim, job);
        stop = followed.stop;
        if (stopAsked) stop();
        const end = await followed.ended;
        span.setAttribute('lanes.job.result', end.kind);
        await this.finish(claim, job, end);
      },
    )
      .catch((error) => log.error({ err: error, jobId: job.id }, 'finishing a job failed'))
      .finally(() => {
        this.running.delete(job.id);
        this.kick();
      });
    this.running.set(job.id, { stop: () => stop(), done });
    return this.running.size < this.options.concurrency;
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
