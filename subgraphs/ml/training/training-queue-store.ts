import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import { leasedQueue, type Claim } from '../../../lib/jobs/leased-queue';
import { recordTrainedVersion } from '../models/model-store';
import type { TrainingJobRow } from './training-store';

/** Claims of one job before it is failed (ML_1103) instead of taken again (docs/ml.md, "Training"). */
const MAX_TRAINING_CLAIMS = 3;

/**
 * The runner's queue over ml.training_jobs, on the platform's one leased queue (protocol and its
 * reasoning: lib/jobs/leased-queue-store.ts): `attempts` counts claims, fences the run's writes
 * (only the runner of the latest claim may renew or finish the job) and bounds the retries.
 */
export const trainingQueue = leasedQueue({
  name: 'ml-training',
  schema: 'ml',
  table: 'training_jobs',
  queued: 'queued',
  running: 'running',
  claimsColumn: 'attempts',
  claimsField: 'attempts',
  ownerColumn: 'lease_owner',
  ownerField: 'leaseOwner',
  leaseColumn: 'lease_until',
  maxClaims: MAX_TRAINING_CLAIMS,
});

/** Extends the run's lease and records its progress in one fenced write; false once it is lost. */
export function renewTraining(
  prisma: Db,
  claim: Claim,
  leaseMs: number,
  progress: number,
): Promise<boolean> {
  return trainingQueue.renew(prisma, claim, leaseMs, Prisma.sql`"progress" = ${progress}`);
}

const held = (claim: Claim) => trainingQueue.held<Prisma.MlTrainingJobWhereInput>(claim);
const ended = { leaseOwner: null, leaseUntil: null };

/** The job as it stands, whatever its tenant (the runner's own reads). */
export function findTrainingJobById(db: Db, id: string): Promise<TrainingJobRow | null> {
  return db.mlTrainingJob.findUnique({ where: { id } });
}

/** Ends the claim's run as failed with its ML code; false when the claim no longer held the job. */
export async function failTrainingJob(
  db: Db,
  claim: Claim,
  errorCode: string,
  errorMessage: string,
): Promise<boolean> {
  const { count } = await db.mlTrainingJob.updateMany({
    where: held(claim),
    data: { status: 'failed', errorCode, errorMessage, ...ended, finishedAt: new Date() },
  });
  return count === 1;
}

/**
 * The job succeeded: the version gets its artifact and metrics in the same transaction, and only
 * when the claim still held the job (a cancelled job leaves its version untouched).
 */
export function succeedTrainingJob(
  prisma: PrismaClient,
  claim: Claim,
  job: TrainingJobRow,
  artifactKey: string,
  metrics: object,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mlTrainingJob.updateMany({
      where: held(claim),
      data: { status: 'succeeded', progress: 1, metrics, ...ended, finishedAt: new Date() },
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
