import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import type { MediaJob, MediaJobStatus, MediaSettlement } from '../../../lib/db/generated/client';
import { withDatabaseErrors, nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import { enqueuedTraceparent } from '../../../lib/jobs/leased-queue';

export type JobStatus = MediaJobStatus;
export type Settlement = MediaSettlement;

/**
 * One file a job made, by its storage `key`: the download link is signed when the job is read
 * (links expire). Rows written before links were signed also hold `url` (`/files/<key>`), still
 * read by its key; images and videos carry their size.
 */
export interface StoredOutput {
  url?: string;
  key?: string;
  width?: number;
  height?: number;
  contentType?: string;
  /** Seconds, for audio and video. */
  durationSeconds?: number;
  /** Who made the file (the job's provider) and how, where that is not obvious (docs/media-worker.md). */
  provider?: string;
  method?: string;
}

/** A job as the domain sees it: params and outputs typed instead of raw JSON. */
export type JobRow = Omit<MediaJob, 'params' | 'outputs'> & {
  params: Record<string, unknown>;
  outputs: StoredOutput[];
};

export type NewJob = Pick<
  JobRow,
  | 'id'
  | 'tenantId'
  | 'ownerId'
  | 'teamId'
  | 'type'
  | 'provider'
  | 'params'
  | 'timeoutSeconds'
  | 'creditsReserved'
  | 'reservationId'
  | 'estimatedCompletionAt'
>;

/** What a move writes (the status with its timestamps, credits and settlement). */
export type JobChanges = Partial<
  Omit<JobRow, 'id' | 'tenantId' | 'ownerId' | 'type' | 'params' | 'createdAt' | 'updatedAt'>
>;

/** The state a conditional update expects: it writes only if the job is still in it. */
export interface JobGuard {
  id: string;
  /** Null for the worker, which acts across tenants. */
  tenantId: string | null;
  from: readonly JobStatus[];
  /** The attempt the caller decided on: a retry in between makes the write miss. */
  attempt?: number;
  /** The worker that must still hold the lease. */
  leaseOwner?: string;
  /** The worker's claim counter (its fencing token, lib/jobs/leased-queue-store.ts). */
  claims?: number;
  /** Only while the attempt's credit hold is not confirmed yet (docs/media.md). */
  creditsUnconfirmed?: boolean;
}

export function toJobRow(job: MediaJob): JobRow {
  return {
    ...job,
    params: job.params as Record<string, unknown>,
    outputs: job.outputs as unknown as StoredOutput[],
  };
}

const json = (value: unknown) => value as Prisma.InputJsonValue;

function dataOf(changes: JobChanges): Prisma.MediaJobUpdateInput {
  const { outputs, ...rest } = changes;
  return outputs === undefined ? rest : { ...rest, outputs: json(outputs) };
}

/** One query for any number of ids; other tenants' jobs are absent. */
export async function findJobsByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<JobRow[]> {
  const rows = await prisma.mediaJob.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toJobRow);
}

/** A job by id in any tenant: the worker's read. */
export async function findJobAnyTenant(prisma: Db, id: string): Promise<JobRow | null> {
  const row = await prisma.mediaJob.findUnique({ where: { id } });
  return row && toJobRow(row);
}

/** Jobs by id in any tenant, in one query: the worker's read of what it claimed. */
export async function findJobsAnyTenant(prisma: Db, ids: readonly string[]): Promise<JobRow[]> {
  const rows = await prisma.mediaJob.findMany({ where: { id: { in: [...ids] } } });
  return rows.map(toJobRow);
}

/**
 * Inserts a job unless its owner has reached `quota` jobs since `since` (then null). The owner's
 * advisory lock makes concurrent creations count one after another, so a quota is never overrun.
 * The row keeps the creating request's `traceparent`: the worker's run joins its trace.
 */
export function insertJob(
  prisma: PrismaClient,
  job: NewJob,
  quota: { limit: number | null; since: Date },
): Promise<JobRow | null> {
  return withDatabaseErrors('Job', () =>
    prisma.$transaction(async (tx) => {
      if (quota.limit !== null) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`media-quota:${job.ownerId}`}, 0))`;
        const used = await tx.mediaJob.count({
          where: { tenantId: job.tenantId, ownerId: job.ownerId, createdAt: { gte: quota.since } },
        });
        if (used >= quota.limit) return null;
      }
      const row = await tx.mediaJob.create({
        data: { ...job, params: json(job.params), traceparent: enqueuedTraceparent() },
      });
      return toJobRow(row);
    }),
  );
}

/**
 * The one way a job changes state: a single UPDATE that applies only while the job is in one of
 * the expected states (and attempt, and lease), so of two racing moves exactly one wins. Null
 * means the job was not in that state any more.
 */
export async function updateJobIf(
  prisma: Db,
  guard: JobGuard,
  changes: JobChanges,
): Promise<JobRow | null> {
  return nullWhenUnmatched('Job', async () => {
    const row = await prisma.mediaJob.update({
      where: {
        id: guard.id,
        status: { in: [...guard.from] },
        ...(guard.tenantId ? { tenantId: guard.tenantId } : {}),
        ...(guard.attempt !== undefined ? { attempt: guard.attempt } : {}),
        ...(guard.leaseOwner !== undefined ? { leaseOwner: guard.leaseOwner } : {}),
        ...(guard.claims !== undefined ? { claims: guard.claims } : {}),
        ...(guard.creditsUnconfirmed ? { creditsConfirmedAt: null } : {}),
      },
      data: dataOf(changes),
    });
    return toJobRow(row);
  });
}

/** Records that identity settled the reservation; a later attempt's reservation is left alone. */
export async function markSettled(
  prisma: Db,
  id: string,
  reservationId: string,
  settledAt: Date,
): Promise<Date | null> {
  const { count } = await prisma.mediaJob.updateMany({
    where: { id, reservationId, settledAt: null },
    data: { settledAt },
  });
  return count ? settledAt : null;
}

/**
 * Records that identity confirmed the hold of the job's current reservation, which makes a queued
 * job claimable. Conditional on that reservation (a retry since has a hold of its own) and on not
 * being confirmed yet, so a repeat (the creation and the recovery step both confirming) changes
 * nothing. Null when it did not apply.
 */
export function markCreditsConfirmed(
  prisma: Db,
  id: string,
  reservationId: string,
  confirmedAt: Date,
): Promise<JobRow | null> {
  return nullWhenUnmatched('Job', async () =>
    toJobRow(
      await prisma.mediaJob.update({
        where: { id, reservationId, creditsConfirmedAt: null },
        data: { creditsConfirmedAt: confirmedAt },
      }),
    ),
  );
}

/**
 * Removes a job its creation could not hold credits for (identity refused the hold): the caller
 * is answered the refusal and never saw the job. Only while it is still the creation's queued,
 * unconfirmed first attempt, so a job anything else has touched stays. Whether it was removed.
 */
export async function deleteUnheldJob(
  prisma: Db,
  id: string,
  reservationId: string,
): Promise<boolean> {
  const { count } = await prisma.mediaJob.deleteMany({
    where: { id, reservationId, attempt: 1, status: 'queued', creditsConfirmedAt: null },
  });
  return count === 1;
}

/**
 * Queued jobs whose credit hold is still unconfirmed since before `before` (their creation or
 * retry stopped between the reservation and the confirmation), oldest first. Nothing else writes
 * such a job but its creation, its retry, its cancel and this recovery, so updated_at is when its
 * hold was taken.
 */
export async function findUnconfirmedJobs(
  prisma: Db,
  before: Date,
  limit: number,
): Promise<JobRow[]> {
  const rows = await prisma.mediaJob.findMany({
    where: { status: 'queued', creditsConfirmedAt: null, updatedAt: { lt: before } },
    orderBy: { updatedAt: 'asc' },
    take: limit,
  });
  return rows.map(toJobRow);
}

/** Jobs whose reservation was decided on but not yet confirmed by identity, oldest first. */
export async function findUnsettledJobs(prisma: Db, limit: number): Promise<JobRow[]> {
  const rows = await prisma.mediaJob.findMany({
    where: { settlement: { not: null }, settledAt: null },
    orderBy: { updatedAt: 'asc' },
    take: limit,
  });
  return rows.map(toJobRow);
}

/** Whether the tenant has a completed job of `type` with this id (a trained voice, an avatar model). */
export async function completedJobExists(
  prisma: Db,
  tenantId: string,
  id: string,
  type: string,
): Promise<boolean> {
  return (await prisma.mediaJob.count({ where: { tenantId, id, type, status: 'completed' } })) > 0;
}

/** Whether the file at `url` (`/files/<key>`) is an output of a completed job of the tenant, by its key or, in older rows, its URL. */
export async function outputExists(
  prisma: Db,
  tenantId: string,
  url: string,
  key: string | null,
): Promise<boolean> {
  const matches = [
    { outputs: { array_contains: [{ url }] } },
    ...(key ? [{ outputs: { array_contains: [{ key }] } }] : []),
  ];
  const count = await prisma.mediaJob.count({
    where: { tenantId, status: 'completed', OR: matches },
  });
  return count > 0;
}
