import { findJobAnyTenant, findUnconfirmedJobs, markCreditsConfirmed, updateJobIf, type JobRow } from '../data/jobs';
import { confirmReservation, settleJob, type HoldAnswer } from './credits';
import { publishJobUpdated } from './events';
import type { WorkerDeps } from './finish-job';
import { jobMachine, MOVE_SETTLEMENT, NO_LEASE } from './job-machine';

/** The error of a job whose credits identity no longer held when media came to confirm them. */
export const CREDITS_NOT_HELD = {
  code: 'ERR_CREDITS_NOT_HELD',
  message: 'The credits for this job could not be held, so it did not run and nothing was charged; retry the job',
};

/** The job as it is now (another request or worker wrote it first), or as we had it. */
async function reread(deps: WorkerDeps, job: JobRow): Promise<JobRow> {
  return (await findJobAnyTenant(deps.prisma, job.id)) ?? job;
}

/** Ends a queued attempt whose hold is gone: failed, nothing charged; the release goes to identity unless it never stored the hold. */
async function lapse(deps: WorkerDeps, job: JobRow, answer: Exclude<HoldAnswer, 'held'>): Promise<JobRow> {
  const failed = await updateJobIf(
    deps.prisma,
    { id: job.id, tenantId: null, from: jobMachine.moves.lapse.from, attempt: job.attempt, creditsUnconfirmed: true },
    {
      status: jobMachine.moves.lapse.to,
      failedAt: new Date(),
      errorCode: CREDITS_NOT_HELD.code,
      errorMessage: CREDITS_NOT_HELD.message,
      settlement: MOVE_SETTLEMENT.lapse,
      // A hold identity never stored has nothing to give back; an expired one was released already,
      // and sending the release anyway only reads that answer back (identity settles once).
      settledAt: answer === 'unknown' ? new Date() : null,
      ...NO_LEASE,
    },
  );
  return failed ? settleJob(deps, failed) : reread(deps, job);
}

/**
 * Step two of media's side of the hold protocol (docs/media.md): asks identity to confirm the hold
 * of the job's current reservation, then records the answer on the job. Held: the job becomes
 * claimable. Expired or unknown: the attempt fails with ERR_CREDITS_NOT_HELD and nothing is
 * charged. Identity unreachable: the job stays unconfirmed (never claimed) and the worker's
 * recovery step asks again. Every write is conditional, so the creation and any number of
 * recovery steps may confirm the same job at once.
 */
export async function confirmJobCredits(deps: WorkerDeps, job: JobRow): Promise<JobRow> {
  if (job.creditsConfirmedAt || job.status !== 'queued') return job;
  let answer: HoldAnswer;
  try {
    answer = await confirmReservation(deps, job.tenantId, job.reservationId);
  } catch (error) {
    console.error(`[media] confirming the credits of job ${job.id} failed; the job waits for the recovery step`, error);
    return job;
  }
  if (answer !== 'held') return lapse(deps, job, answer);
  return (await markCreditsConfirmed(deps.prisma, job.id, job.reservationId)) ?? reread(deps, job);
}

/**
 * The worker's recovery step: jobs left queued with an unconfirmed hold for longer than
 * `graceMs` (their creation or retry stopped between the reservation and the confirmation) are
 * confirmed or failed now, and announced. Answers how many were settled either way.
 */
export async function recoverUnconfirmedJobs(deps: WorkerDeps, options: { graceMs: number; limit?: number }): Promise<number> {
  let resolved = 0;
  for (const job of await findUnconfirmedJobs(deps.prisma, new Date(Date.now() - options.graceMs), options.limit ?? 100)) {
    const now = await confirmJobCredits(deps, job);
    if (now.creditsConfirmedAt || now.status !== 'queued') {
      resolved++;
      await publishJobUpdated(deps.events, now);
    }
  }
  return resolved;
}
