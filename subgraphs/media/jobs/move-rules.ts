import type { Actor } from '../../../lib/context';
import { activeTraceparent } from '../../../lib/observability/trace-context';
import { AppError, ConflictError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import { nextState } from '../../../lib/state-machine';
import type { MediaDeps } from '../common/deps';
import { visibleJob } from './access';
import {
  confirmJobCredits,
  newReservationId,
  reservationReference,
  settleJob,
} from './credit-rules';
import { publishJobUpdated } from './job-events';
import { jobMachine, MOVE_SETTLEMENT, NO_LEASE } from './job-machine';
import { updateJobIf, type JobRow } from './job-store';
import { TIMINGS, isJobType } from './job-types';

/** Keeps the loader's copy in step with what was written, then tells subscribers. */
async function changed(deps: MediaDeps, job: JobRow): Promise<JobRow> {
  deps.loaders.jobById.clear(job.id).prime(job.id, job);
  await publishJobUpdated(deps.events, job, deps.requestId);
  return job;
}

/**
 * Cancels a queued or processing job (its owner or an admin) and refunds the current attempt's
 * reservation. The UPDATE that cancels also records the refund, so of a cancel racing a worker's
 * completion exactly one wins, and the refund is sent exactly once. A cancel records no
 * media.job.finished (common/events.ts): it ends the job on a request, whose answer already tells
 * the one who asked, and nothing the owner waited for came out of it; a completion that lost to
 * the cancel recorded none either.
 */
export async function cancelJob(deps: MediaDeps, actor: Actor, id: string): Promise<JobRow> {
  // A move loses a race only when another write landed between its read and its update; a fresh
  // read then answers with the new state (INVALID_STATE when the move no longer applies).
  return retryWhileStale(
    async (attempt) => {
      if (attempt > 0) deps.loaders.jobById.clear(id);
      const job = await visibleJob(deps.loaders, actor, id);
      const status = nextState(jobMachine, job.status, 'cancel');
      const cancelled = await updateJobIf(
        deps.prisma,
        {
          id: job.id,
          tenantId: job.tenantId,
          from: jobMachine.moves.cancel.from,
          attempt: job.attempt,
        },
        {
          status,
          cancelledAt: deps.clock.now(),
          creditsRefunded: job.creditsReserved,
          settlement: MOVE_SETTLEMENT.cancel,
          settledAt: null,
          ...NO_LEASE,
        },
      );
      return cancelled ? changed(deps, await settleJob(deps, cancelled)) : undefined;
    },
    () => new ConflictError('The job is being changed by another request; please retry'),
  );
}

/**
 * Puts a failed job back in the queue as a new attempt with a new reservation of the same
 * amount. The failed attempt's release goes out first, so no reservation is ever left behind.
 * The new reservation follows the hold protocol like a creation (docs/media.md, "Credits"): held,
 * written on the job (not claimable yet), confirmed, then marked confirmed.
 */
export async function retryJob(deps: MediaDeps, actor: Actor, id: string): Promise<JobRow> {
  let job = await visibleJob(deps.loaders, actor, id);
  nextState(jobMachine, job.status, 'retry');
  job = await settleJob(deps, job);
  if (job.settlement && !job.settledAt) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The credits of the failed attempt are still being released; please retry shortly',
      503,
    );
  }
  const reservationId = newReservationId();
  const attempt = job.attempt + 1;
  await deps.identity.reserve({
    reservationId,
    tenantId: job.tenantId,
    userId: job.ownerId,
    teamId: job.teamId,
    amount: job.creditsReserved,
    reference: reservationReference(job.id, attempt),
  });
  const estimate = isJobType(job.type) ? TIMINGS[job.type].estimate(job.params) : 60;
  const queued = await updateJobIf(
    deps.prisma,
    { id: job.id, tenantId: job.tenantId, from: jobMachine.moves.retry.from, attempt: job.attempt },
    {
      status: nextState(jobMachine, job.status, 'retry'),
      attempt,
      reservationId,
      // The new attempt's run joins the trace of the request that asked for it.
      traceparent: activeTraceparent() ?? job.traceparent,
      creditsCharged: 0,
      creditsRefunded: 0,
      settlement: null,
      settledAt: null,
      creditsConfirmedAt: null,
      progress: 0,
      outputs: [],
      errorCode: null,
      errorMessage: null,
      startedAt: null,
      failedAt: null,
      estimatedCompletionAt: new Date(deps.clock.now().getTime() + estimate * 1000),
      ...NO_LEASE,
    },
  );
  if (queued) return changed(deps, await confirmJobCredits(deps, queued));
  // Another retry won: its reservation stands, this one goes back, and the answer is the new state.
  await deps.identity.settle(job.tenantId, reservationId, 'release');
  deps.loaders.jobById.clear(id);
  const now = await visibleJob(deps.loaders, actor, id);
  nextState(jobMachine, now.status, 'retry');
  throw new ConflictError('The job is being changed by another request; please retry');
}
