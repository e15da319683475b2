import type { PrismaClient } from '../../../lib/db/prisma';
import { recordEvent } from '../../../lib/events/outbox';
import { mediaJobFinished } from '../common/events';
import { updateJobIf, type JobChanges, type JobGuard, type JobRow } from './job-store';

/**
 * A move that ends a job for good (the worker's completion or failure, a lapsed hold): the
 * guarded UPDATE of `updateJobIf` and media.job.finished in one transaction, so the event exists
 * exactly when the move won its guard; a move that lost (a cancel first, a lease passed on)
 * records nothing. Null when it lost.
 */
export function endJobIf(
  prisma: PrismaClient,
  guard: JobGuard,
  changes: JobChanges,
): Promise<JobRow | null> {
  return prisma.$transaction(async (tx) => {
    const job = await updateJobIf(tx, guard, changes);
    if (job) await recordEvent(tx, 'media', finishedEvent(job));
    return job;
  });
}

function finishedEvent(job: JobRow) {
  const completed = job.status === 'completed';
  const finishedAt = (completed ? job.completedAt : job.failedAt) ?? job.updatedAt;
  return mediaJobFinished(job.tenantId, {
    jobId: job.id,
    userId: job.ownerId,
    teamId: job.teamId,
    type: job.type,
    status: completed ? 'completed' : 'failed',
    errorCode: job.errorCode,
    finishedAt: finishedAt.toISOString(),
  });
}
