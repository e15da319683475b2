import type { Worker } from 'node:worker_threads';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { BackgroundWork } from '../../../lib/subgraph/server';
import { WorkLoop } from '../../../lib/work-loop';
import { startModuleThread } from '../../../lib/worker-thread';
import { findDataset } from '../datasets/dataset-store';
import { findModel } from '../models/model-store';
import { trainingProgress } from '../common/events';
import type { Feature } from '../common/input-schema';
import type { Algorithm, Task } from './algorithms';
import type { TrainingSpec } from './artifact';
import type { TrainerMessage } from './trainer-thread';
import {
  claimTrainingJob,
  failTrainingJob,
  findTrainingJobById,
  releaseTrainingJob,
  renewLease,
  succeedTrainingJob,
  type TrainingJobRow,
} from './training-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ml-training');

export interface TrainingRunnerOptions {
  /** Threads training at once in this process (ML_TRAINING_CONCURRENCY, default 1). */
  concurrency: number;
  /** How long a claim holds without renewal: a runner silent that long is taken to be dead. */
  leaseMs: number;
  /** How often the lease is renewed and a cancellation looked for. */
  heartbeatMs: number;
  pollMs: number;
  /** Claims of one job before it is failed (ML_1103) instead of taken again. */
  maxAttempts: number;
}

interface Parts {
  prisma: PrismaClient;
  storage: FileStorage;
  events: EventBus;
}

/**
 * Runs training jobs in worker threads, off the request path (docs/ml.md, "Training"): claims
 * queued jobs (training-store.ts, SKIP LOCKED with a lease), renews the lease while the thread
 * trains, stops the thread past `maxRuntimeSeconds` (ML_1104) or on cancellation, and stores the
 * artifact. Stopping the service gives its jobs back to the queue.
 */
export class TrainingRunner implements BackgroundWork {
  private readonly loop: WorkLoop;
  private readonly running = new Map<string, { worker: Worker; job: TrainingJobRow }>();

  constructor(
    private readonly parts: Parts,
    private readonly options: TrainingRunnerOptions,
  ) {
    this.loop = new WorkLoop('ml-training', () => this.round(), options.pollMs);
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.all(
      [...this.running.values()].map(async ({ worker, job }) => {
        await worker.terminate();
        await releaseTrainingJob(this.parts.prisma, job).catch(() => undefined);
      }),
    );
    this.running.clear();
  }

  /** Claims one job when a thread is free; answers whether to look again at once. */
  private async round(): Promise<boolean> {
    if (this.running.size >= this.options.concurrency) return false;
    const job = await claimTrainingJob(this.parts.prisma, this.options.leaseMs);
    if (!job) return false;
    if (job.attempts > this.options.maxAttempts) {
      await this.finish(job, () =>
        failTrainingJob(
          this.parts.prisma,
          job,
          'ML_1103',
          `The trainer stopped ${job.attempts - 1} times on this job; it is not retried again`,
        ),
      );
      return true;
    }
    await this.launch(job);
    return this.running.size < this.options.concurrency;
  }

  private async launch(job: TrainingJobRow): Promise<void> {
    const { prisma, storage } = this.parts;
    const [model, dataset] = await Promise.all([
      findModel(prisma, job.tenantId, job.modelId),
      findDataset(prisma, job.tenantId, job.datasetId),
    ]);
    const file = dataset && (await storage.get(dataset.storageKey));
    if (!model || !file) {
      await this.finish(job, () =>
        failTrainingJob(
          prisma,
          job,
          'ML_1103',
          'The training data could not be read from storage; retry',
        ),
      );
      return;
    }
    const spec: TrainingSpec = {
      algorithm: job.algorithm as Algorithm,
      task: model.task as Task,
      features: (model.inputSchema as unknown as { features: Feature[] }).features,
      target: job.targetColumn,
      hyperparameters: job.hyperparameters as Record<string, number>,
      validationSplit: job.validationSplit,
      seed: (job.hyperparameters as Record<string, number>).seed ?? 42,
    };
    const bytes = new Uint8Array(file.data);
    const worker = startModuleThread(
      __dirname,
      'trainer-thread',
      { bytes, spec },
      { transferList: [bytes.buffer as ArrayBuffer] },
    );
    this.running.set(job.id, { worker, job });
    void this.supervise(job, worker);
  }

  /** Follows one thread to its end; every way out frees the slot and kicks the loop. */
  private async supervise(job: TrainingJobRow, worker: Worker): Promise<void> {
    const { prisma, storage } = this.parts;
    let progress = 0;
    let settled = false;
    const end = async (work: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      clearInterval(heartbeat);
      clearTimeout(deadline);
      await worker.terminate();
      this.running.delete(job.id);
      await this.finish(job, work).catch((error) =>
        log.error({ err: error, jobId: job.id }, 'finishing a job failed'),
      );
      this.loop.kick();
    };
    const deadline = setTimeout(
      () =>
        void end(() =>
          failTrainingJob(
            prisma,
            job,
            'ML_1104',
            `Training ran past maxRuntimeSeconds (${job.maxRuntimeSeconds} s) and was stopped`,
          ),
        ),
      job.maxRuntimeSeconds * 1000,
    );
    const heartbeat = setInterval(() => {
      renewLease(prisma, job, this.options.leaseMs, progress)
        .then((held) => {
          if (!held) void end(async () => undefined); // cancelled, or taken over after a lost lease
        })
        .catch(() => undefined); // the database is away: the lease runs out and another runner retries
    }, this.options.heartbeatMs);
    worker.on('message', (message: TrainerMessage) => {
      if (message.type === 'progress') {
        progress = message.progress;
        void this.parts.events
          .publish(
            trainingProgress(job.tenantId, {
              jobId: job.id,
              status: 'running',
              progress,
              errorCode: null,
            }),
          )
          .catch(() => undefined);
      } else if (message.type === 'done') {
        void end(async () => {
          const key = `ml/${job.tenantId}/artifacts/${job.modelId}/v${job.version}-${job.id}.json`;
          await storage.put(key, Buffer.from(message.artifactJson), 'application/json');
          return succeedTrainingJob(prisma, job, key, message.metrics);
        });
      } else {
        const code = message.kind === 'config' ? 'ML_1100' : 'ML_1103';
        void end(() =>
          failTrainingJob(
            prisma,
            job,
            code,
            message.kind === 'config'
              ? `Invalid training configuration: ${message.message}`
              : `The trainer failed: ${message.message}`,
          ),
        );
      }
    });
    worker.on(
      'error',
      (error) =>
        void end(() =>
          failTrainingJob(prisma, job, 'ML_1103', `The trainer failed: ${error.message}`),
        ),
    );
    worker.on(
      'exit',
      () =>
        void end(() =>
          failTrainingJob(prisma, job, 'ML_1103', 'The trainer thread stopped before it answered'),
        ),
    );
  }

  /** Writes the job's end, then tells subscribers where it stands now. */
  private async finish(job: TrainingJobRow, work: () => Promise<unknown>): Promise<void> {
    await work();
    const now = await findTrainingJobById(this.parts.prisma, job.id);
    if (now)
      await this.parts.events
        .publish(
          trainingProgress(job.tenantId, {
            jobId: now.id,
            status: now.status,
            progress: now.progress,
            errorCode: now.errorCode,
          }),
        )
        .catch(() => undefined);
  }
}
