import { confirmJobCredits, settleJob } from '../jobs/credit-rules';
import { publishJobUpdated } from '../jobs/job-events';
import { findUnconfirmedJobs, findUnsettledJobs, type JobRow } from '../jobs/job-store';
import { systemClock, type Clock } from '../../../lib/clock';
import { foundRows, recoverHolds } from '../../../lib/jobs/hold-recovery';
import { jobWorkDeps, type WorkerDeps } from './worker-deps';

/*
 * The worker's two rounds over credits left mid-way (docs/media.md, "Credits";
 * docs/media-worker.md): recovery of holds never confirmed, and settlements identity never took.
 * Each job of a round is one piece of work with a trace of its own (worker-deps.ts).
 */

/**
 * The recovery round (lib/jobs/hold-recovery.ts): jobs left queued with an unconfirmed hold for
 * longer than `graceMs` (their creation or retry stopped between the reservation and the
 * confirmation) are confirmed or failed now, and announced. A job identity cannot answer for yet
 * stays for the next round. Answers how many were settled either way.
 */
export async function recoverUnconfirmedJobs(
  base: WorkerDeps,
  options: { graceMs: number; limit?: number; clock?: Clock },
): Promise<number> {
  const round = await recoverHolds<JobRow>({
    service: 'media-worker',
    kind: 'job',
    idOf: (job) => job.id,
    abandonedAfterMs: options.graceMs,
    batchSize: options.limit ?? 100,
    clock: options.clock ?? systemClock,
    forEachAbandoned: foundRows((before, limit) => findUnconfirmedJobs(base.prisma, before, limit)),
    onFailure: 'log',
    async recover(job) {
      const deps = jobWorkDeps(base);
      const now = await confirmJobCredits(deps, job);
      if (!now.creditsConfirmedAt && now.status === 'queued') return false;
      await publishJobUpdated(deps.events, now);
      return true;
    },
  });
  return round.recovered;
}

/** The settlement round: sends every pending settlement; answers how many went through. */
export async function settlePendingJobs(base: WorkerDeps, limit = 100): Promise<number> {
  let settled = 0;
  for (const job of await findUnsettledJobs(base.prisma, limit)) {
    if ((await settleJob(jobWorkDeps(base), job)).settledAt) settled++;
  }
  return settled;
}
