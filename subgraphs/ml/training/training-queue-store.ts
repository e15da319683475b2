import { systemClock } from '../../../lib/clock';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import { recordEvent } from '../../../lib/events/outbox';
import { leasedQueue, type Claim } from '../../../lib/jobs/leased-queue';
import { trainingFinished } from '../common/events';
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

/**
 * ml.training.finished of the job the claim just ended, in the transaction of that write. The
 * model's name is read here (models are never deleted), so the consumer needs no call to ml.
 */
async function recordFinished(tx: Db, claim: Claim): Promise<void> {
  const job = await tx.mlTrainingJob.findUniqueOrThrow({ where: { id: claim.id } });
  const model = await tx.mlModel.findUniqueOrThrow({
    where: { id: job.modelId },
    select: { name: true },
  });
  const metrics = job.metrics as Record<string, unknown> | null;
  await recordEvent(
    tx,
    'ml',
    trainingFinished(job.tenantId, {
      jobId: job.id,
      modelId: job.modelId,
      modelName: model.name,
      userId: job.createdBy,
      status: job.status === 'succeeded' ? 'succeeded' : 'failed',
      errorCode: job.errorCode,
      // rocAuc and r2 may be null (docs/ml.md, "Training"): only the metrics with a value.
      metrics: metrics
        ? Object.fromEntries(
            Object.entries(metrics).filter((e): e is [string, number] => typeof e[1] === 'number'),
          )
        : null,
      finishedAt: (job.finishedAt ?? job.updatedAt).toISOString(),
    }),
  );
}

/**
 * Ends the claim's run as failed with its ML code, with ml.training.finished in the same
 * transaction; false (and no event) when the claim no longer held the job. `finishedAt` is the
 * runner's clock's time; `systemClock` while ./training-runner.ts passes none.
 */
export function failTrainingJob(
  prisma: PrismaClient,
  claim: Claim,
  errorCode: string,
  errorMessage: string,
  finishedAt = systemClock.now(),
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mlTrainingJob.updateMany({
      where: held(claim),
      data: { status: 'failed', errorCode, errorMessage, ...ended, finishedAt },
    });
    if (count !== 1) return false;
    await recordFinished(tx, claim);
    return true;
  });
}

/**
 * The job succeeded: the version gets its artifact and metrics, and ml.training.finished is
 * recorded, in the same transaction, and only when the claim still held the job (a cancelled job
 * leaves its version untouched and records nothing).
 */
export function succeedTrainingJob(
  prisma: PrismaClient,
  claim: Claim,
  job: TrainingJobRow,
  artifactKey: string,
  metrics: object,
  finishedAt = systemClock.now(),
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mlTrainingJob.updateMany({
      where: held(claim),
      data: { status: 'succeeded', progress: 1, metrics, ...ended, finishedAt },
    });
    if (count !== 1) return false;
    await recordTrainedVersion(
      tx,
      job.modelId,
      job.version,
      {
        algorithm: job.algorithm,
        artifactKey,
        metrics,
        targetColumn: job.targetColumn,
      },
      finishedAt,
    );
    await recordFinished(tx, claim);
    return true;
  });
}
