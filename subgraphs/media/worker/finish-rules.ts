import { jobMachine, MOVE_SETTLEMENT, NO_LEASE } from '../jobs/job-machine';
import { settleJob } from '../jobs/credit-rules';
import { publishJobUpdated } from '../jobs/job-events';
import type { JobChanges, JobRow, StoredOutput } from '../jobs/job-store';
import { endJobIf } from '../jobs/job-end-store';
import type { JobDeps } from '../common/deps';
import { jobClock } from '../common/job-clock';

/** How a processing job ended: its files, or the error (ERR_PROVIDER_ERROR, ERR_JOB_TIMEOUT, ...). */
export type JobOutcome =
  | { status: 'completed'; outputs: StoredOutput[]; provider?: string }
  | { status: 'failed'; errorCode: string; errorMessage: string };

function changesFor(job: JobRow, outcome: JobOutcome, now: Date): JobChanges {
  if (outcome.status === 'completed') {
    const move = 'complete';
    return {
      status: jobMachine.moves[move].to,
      completedAt: now,
      progress: 100,
      outputs: outcome.outputs,
      // The provider that made the outputs (the job named none, or the chain fell back).
      provider: outcome.provider ?? job.provider,
      creditsCharged: job.creditsReserved,
      settlement: MOVE_SETTLEMENT[move],
      settledAt: null,
      ...NO_LEASE,
    };
  }
  const move = 'fail';
  return {
    status: jobMachine.moves[move].to,
    failedAt: now,
    errorCode: outcome.errorCode,
    errorMessage: outcome.errorMessage,
    settlement: MOVE_SETTLEMENT[move],
    settledAt: null,
    ...NO_LEASE,
  };
}

/**
 * The worker's way to end the processing job it claimed: one conditional UPDATE (still processing, same
 * attempt and, when given, still leased by `leaseOwner` under the claim `claims`) that also records how the reservation
 * is settled, with media.job.finished through the outbox in the same transaction; then the
 * settlement goes to identity (charge on completion, release on failure) and media.job.updated is
 * published. Null when the job was no longer the worker's to finish (a
 * cancel won the race, or the lease passed to another worker): nothing is charged then.
 */
export async function finishJob(
  deps: JobDeps,
  job: JobRow,
  outcome: JobOutcome,
  options: { leaseOwner?: string; claims?: number } = {},
): Promise<JobRow | null> {
  // `job` is the row as claimed; the guarded UPDATE below is what decides whether it is still ours.
  const from =
    outcome.status === 'completed' ? jobMachine.moves.complete.from : jobMachine.moves.fail.from;
  const finished = await endJobIf(
    deps.prisma,
    { id: job.id, tenantId: null, from, attempt: job.attempt, ...options },
    changesFor(job, outcome, jobClock(deps).now()),
  );
  if (!finished) return null;
  const settled = await settleJob(deps, finished);
  await publishJobUpdated(deps.events, settled, deps.requestId);
  return settled;
}
