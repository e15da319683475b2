import { randomUUID } from 'node:crypto';
import type { MlTrainingJob } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { onUniqueViolation } from '../../../lib/db/prisma-errors';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import { MlError } from '../common/errors';
import { recordTrainedVersion } from '../models/model-store';

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
  return onUniqueViolation(
    () => db.mlTrainingJob.create({ data: { id: randomUUID(), ...job } }),
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
 * Claims the oldest job waiting, or one whose runner's lease ran out (that runner died or lost
 * its database), for `leaseMs`. FOR UPDATE SKIP LOCKED lets several runners (processes) claim at
 * once without taking the same job; `attempts` counts claims so a job that kills its runners
 * again and again is failed rather than retried for ever, and it fences the lease: only the
 * runner of the latest attempt may renew or finish the job (see the updates below).
 */
export async function claimTrainingJob(
  prisma: PrismaClient,
  leaseMs: number,
): Promise<TrainingJobRow | null> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE "ml"."training_jobs" SET status = 'running', attempts = attempts + 1,
      lease_until = now() + ${leaseMs} * interval '1 millisecond', started_at = COALESCE(started_at, now()), updated_at = now()
    WHERE id = (
      SELECT id FROM "ml"."training_jobs"
      WHERE status = 'queued' OR (status = 'running' AND lease_until < now())
      ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
    RETURNING id`;
  if (!rows.length) return null;
  return prisma.mlTrainingJob.findUnique({ where: { id: rows[0].id } });
}

/** The attempt's fence: the job still runs under this claim (not cancelled, not taken over). */
const held = (job: TrainingJobRow) => ({ id: job.id, status: 'running', attempts: job.attempts });

/** Extends the lease and records progress; false when the attempt no longer holds the job. */
export async function renewLease(
  db: Db,
  job: TrainingJobRow,
  leaseMs: number,
  progress: number,
): Promise<boolean> {
  const { count } = await db.mlTrainingJob.updateMany({
    where: held(job),
    data: { leaseUntil: new Date(Date.now() + leaseMs), progress },
  });
  return count === 1;
}

/** Ends the attempt as failed with its ML code; false when the attempt no longer held the job. */
export async function failTrainingJob(
  db: Db,
  job: TrainingJobRow,
  errorCode: string,
  errorMessage: string,
): Promise<boolean> {
  const { count } = await db.mlTrainingJob.updateMany({
    where: held(job),
    data: { status: 'failed', errorCode, errorMessage, finishedAt: new Date(), leaseUntil: null },
  });
  return count === 1;
}

/** Gives the job back (the runner stops): queued again for the next runner. */
export async function releaseTrainingJob(db: Db, job: TrainingJobRow): Promise<void> {
  await db.mlTrainingJob.updateMany({
    where: held(job),
    data: { status: 'queued', leaseUntil: null },
  });
}

/**
 * The job succeeded: the version gets its artifact and metrics in the same transaction, and only
 * when the attempt still held the job (a cancelled job leaves its version untouched).
 */
export function succeedTrainingJob(
  prisma: PrismaClient,
  job: TrainingJobRow,
  artifactKey: string,
  metrics: object,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mlTrainingJob.updateMany({
      where: held(job),
      data: { status: 'succeeded', progress: 1, metrics, finishedAt: new Date(), leaseUntil: null },
    });
    if (count !== 1) return false;
    await recordTrainedVersion(tx, job.modelId, job.version, {
      algorithm: job.algorithm,
      artifactKey,
      metrics,
      targetColumn: job.targetColumn,
    });
    return true;
  });
}

/** Cancels a job that has not ended; the runner sees it at its next lease renewal and stops the thread. */
export async function cancelTrainingJob(db: Db, tenantId: string, id: string): Promise<boolean> {
  const { count } = await db.mlTrainingJob.updateMany({
    where: { id, tenantId, status: { in: ['queued', 'running'] } },
    data: { status: 'cancelled', finishedAt: new Date(), leaseUntil: null },
  });
  return count === 1;
}

/** The job as it stands, whatever its tenant (the runner's own reads). */
export function findTrainingJobById(db: Db, id: string): Promise<TrainingJobRow | null> {
  return db.mlTrainingJob.findUnique({ where: { id } });
}
