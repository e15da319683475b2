import { randomUUID } from 'node:crypto';
import type { MlTrainingJob } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { onUniqueViolation } from '../../../lib/db/prisma-errors';
import type { Db } from '../../../lib/db/prisma';
import { enqueuedTraceparent } from '../../../lib/jobs/leased-queue';
import type { CreationPage } from '../../../lib/pagination';
import { MlError } from '../common/errors';

export type TrainingJobRow = MlTrainingJob;

export type NewTrainingJob = Pick<
  TrainingJobRow,
  | 'tenantId'
  | 'modelId'
  | 'version'
  | 'datasetId'
  | 'targetColumn'
  | 'algorithm'
  | 'validationSplit'
  | 'maxRuntimeSeconds'
  | 'createdBy'
> & { hyperparameters: Record<string, number> };

/**
 * Queues a job. The partial unique index `training_jobs_one_live_per_version` (one queued or
 * running job per model version) makes the second of two concurrent submissions fail: ML_1102.
 */
export function insertTrainingJob(db: Db, job: NewTrainingJob): Promise<TrainingJobRow> {
  // The row keeps the submitting request's traceparent: the runner's training joins its trace.
  const traceparent = enqueuedTraceparent();
  return onUniqueViolation(
    () => db.mlTrainingJob.create({ data: { id: randomUUID(), ...job, traceparent } }),
    () =>
      new MlError(
        'ML_1102',
        `A training job already waits or runs for version ${job.version} of model ${job.modelId}`,
      ),
  );
}

export function findTrainingJob(
  db: Db,
  tenantId: string,
  id: string,
): Promise<TrainingJobRow | null> {
  return db.mlTrainingJob.findFirst({ where: { id, tenantId } });
}

/** One creation-order page of the tenant's jobs that pass the filter (limit + 1 rows). */
export function findTrainingJobPage(
  db: Db,
  tenantId: string,
  filter: { modelId?: string; status?: string },
  page: CreationPage,
): Promise<TrainingJobRow[]> {
  return db.mlTrainingJob.findMany({
    where: { tenantId, ...filter, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/**
 * Cancels a job that has not ended; the runner sees it at its next lease renewal and stops the
 * thread. No ml.training.finished (common/events.ts): the one who cancels learns it from the
 * answer, and nothing came of the training.
 */
export async function cancelTrainingJob(
  db: Db,
  tenantId: string,
  id: string,
  cancelledAt: Date,
): Promise<boolean> {
  const { count } = await db.mlTrainingJob.updateMany({
    where: { id, tenantId, status: { in: ['queued', 'running'] } },
    data: { status: 'cancelled', finishedAt: cancelledAt, leaseUntil: null },
  });
  return count === 1;
}
