import { confirmJobCredits, settleJob } from '../jobs/credit-rules';
import { publishJobUpdated } from '../jobs/job-events';
import { findUnconfirmedJobs, findUnsettledJobs } from '../jobs/job-store';
import { jobWorkDeps, type WorkerDeps } from './worker-deps';

/*
 * The worker's two rounds over credits left mid-way (docs/media.md, "Credits";
 * docs/media-worker.md): recovery of holds never confirmed, and settlements identity never took.
 * Each job of a round is one piece of work with a trace of its own (worker-deps.ts).
 */

/**
 * The recovery round: jobs left queued with an unconfirmed hold for longer than `graceMs` (their
 * creation or retry stopped between the reservation and the confirmation) are confirmed or failed
 * now, and announced. Answers how many were settled either way.
 */
export async function recoverUnconfirmedJobs(
  base: WorkerDeps,
  options: { graceMs: number; limit?: number },
): Promise<number> {
  let resolved = 0;
  for (const job of await findUnconfirmedJobs(
    base.prisma,
    new Date(Date.now() - options.graceMs),
    options.limit ?? 100,
  )) {
    const deps = jobWorkDeps(base);
    const now = await confirmJobCredits(deps, job);
    if (now.creditsConfirmedAt || now.status !== 'queued') {
      resolved++;
      await publishJobUpdated(deps.events, now);
    }
  }
  return resolved;
}

/** The settlement round: sends every pending settlement; answers how many went through. */
export async function settlePendingJobs(base: WorkerDeps, limit = 100): Promise<number> {
  let settled = 0;
  for (const job of await findUnsettledJobs(base.prisma, limit)) {
    if ((await settleJob(jobWorkDeps(base), job)).settledAt) settled++;
  }
  return settled;
}
