import { randomUUID } from 'node:crypto';
import type { JobDeps } from '../common/deps';
import { jobClock } from '../common/job-clock';
import type { HoldAnswer } from '../common/identity-client';
import { jobMachine, MOVE_SETTLEMENT, NO_LEASE } from './job-machine';
import { AppError } from '../../../lib/errors';
import {
  deleteUnheldJob,
  findJobAnyTenant,
  markCreditsConfirmed,
  markSettled,
  type JobRow,
} from './job-store';
import { endJobIf } from './job-end-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('media');

/*
 * Media's side of identity's hold protocol (docs/wallets.md, "Holds"; docs/media.md, "Credits"):
 * one reservation per attempt, held, written on the job, confirmed before a worker may take the
 * job, and settled (charge, release, refund) by the move that ends the attempt. Identity is
 * reached through `deps.identity` (common/identity-client.ts).
 */

/** The error of a job whose credits identity no longer held when media came to confirm them. */
export const CREDITS_NOT_HELD = {
  code: 'ERR_CREDITS_NOT_HELD',
  message:
    'The credits for this job could not be held, so it did not run and nothing was charged; retry the job',
};

/**
 * How long after a job's creation identity may still take its hold (the `takeBy` of holdCredits),
 * and how much later the recovery step treats a hold identity does not know as never to be: a
 * margin for the difference between media's clock and identity's database clock.
 */
const TAKE_HOLD_SECONDS = 30;
const CLOCK_MARGIN_SECONDS = 30;

/** The last instant identity may take the hold of a job's first attempt. */
const holdTakeBy = (job: JobRow): Date =>
  new Date(job.createdAt.getTime() + TAKE_HOLD_SECONDS * 1000);

/** Whether identity can no longer take a hold it does not know at `now`: its `takeBy` is well past. */
const neverHeldAt = (job: JobRow, now: Date): boolean =>
  now.getTime() > holdTakeBy(job).getTime() + CLOCK_MARGIN_SECONDS * 1000;

/** A fresh reservation id: one per job attempt, stored on the job. */
export const newReservationId = (): string => randomUUID();

/** What a reservation is for, as the wallet ledger shows it. */
export const reservationReference = (jobId: string, attempt: number): string =>
  `media-job:${jobId}:attempt-${attempt}`;

/**
 * Sends the settlement a move decided on (in the same UPDATE as the move) and records that
 * identity took it. When identity cannot be reached the job keeps it pending, and the worker's
 * settlement round (worker/credit-rounds.ts) sends it later; identity ignores a repeat, so
 * nothing is settled twice.
 */
export async function settleJob(deps: JobDeps, job: JobRow): Promise<JobRow> {
  if (!job.settlement || job.settledAt) return job;
  try {
    await deps.identity.settle(job.tenantId, job.reservationId, job.settlement);
  } catch (error) {
    log.error(
      { err: error, jobId: job.id, settlement: job.settlement },
      'settling a job failed; it stays pending',
    );
    return job;
  }
  const settledAt = await markSettled(deps.prisma, job.id, job.reservationId, jobClock(deps).now());
  return settledAt ? { ...job, settledAt } : job;
}

/** The job as it is now (another request or worker wrote it first), or as we had it. */
async function reread(deps: JobDeps, job: JobRow): Promise<JobRow> {
  return (await findJobAnyTenant(deps.prisma, job.id)) ?? job;
}

/** Ends a queued attempt whose hold is gone: failed, nothing charged; the release goes to identity unless it never stored the hold. */
async function lapse(
  deps: JobDeps,
  job: JobRow,
  answer: Exclude<HoldAnswer, 'held'>,
): Promise<JobRow> {
  const now = jobClock(deps).now();
  // A failed job like any other (media.job.finished): its owner learns that it never ran.
  const failed = await endJobIf(
    deps.prisma,
    {
      id: job.id,
      tenantId: null,
      from: jobMachine.moves.lapse.from,
      attempt: job.attempt,
      creditsUnconfirmed: true,
    },
    {
      status: jobMachine.moves.lapse.to,
      failedAt: now,
      errorCode: CREDITS_NOT_HELD.code,
      errorMessage: CREDITS_NOT_HELD.message,
      settlement: MOVE_SETTLEMENT.lapse,
      // A hold identity never stored has nothing to give back; an expired one was released already,
      // and sending the release anyway only reads that answer back (identity settles once).
      settledAt: answer === 'unknown' ? now : null,
      ...NO_LEASE,
    },
  );
  return failed ? settleJob(deps, failed) : reread(deps, job);
}

/**
 * The recovery step's and a retry's side of the hold protocol (docs/media.md, "Credits"): asks
 * identity to confirm the hold of the job's current reservation, then records the answer on the
 * job. Held: the job becomes claimable. Expired, or unknown once its `takeBy` is well past: the
 * attempt fails with ERR_CREDITS_NOT_HELD and nothing is charged. Identity unreachable: the job stays unconfirmed (never claimed) and the
 * worker's recovery round asks again. Every write is conditional, so the creation and any number
 * of recovery rounds may confirm the same job at once.
 */
export async function confirmJobCredits(deps: JobDeps, job: JobRow): Promise<JobRow> {
  if (job.creditsConfirmedAt || job.status !== 'queued') return job;
  let answer: HoldAnswer;
  try {
    answer = await deps.identity.confirm(job.tenantId, job.reservationId);
  } catch (error) {
    log.error(
      { err: error, jobId: job.id },
      'confirming the credits of a job failed; the job waits for the recovery step',
    );
    return job;
  }
  // Unknown to identity while the creation's hold may still be taken: the creation may be under
  // way (its hold in flight); the next round asks again.
  if (answer === 'unknown' && !neverHeldAt(job, jobClock(deps).now())) return job;
  if (answer !== 'held') return lapse(deps, job, answer);
  return (
    (await markCreditsConfirmed(deps.prisma, job.id, job.reservationId, jobClock(deps).now())) ??
    reread(deps, job)
  );
}

/**
 * The creation's side of the hold protocol (docs/media.md, "Credits"), after the job was written
 * queued and unconfirmed: one call to identity that holds and confirms the credits (batched with
 * the other creations of the moment), then the job is marked confirmed, which lets a worker take
 * it. Identity refused (402, 403, 404): nothing is held; the job is removed and the refusal
 * thrown. Identity unreachable (the hold may or may not have been taken): the job stays
 * unconfirmed for the recovery step, which confirms it or, once identity can no longer take the
 * hold, fails it.
 */
export async function holdJobCredits(deps: JobDeps, job: JobRow): Promise<JobRow> {
  try {
    await deps.identity.hold({
      tenantId: job.tenantId,
      reservationId: job.reservationId,
      userId: job.ownerId,
      teamId: job.teamId,
      amount: job.creditsReserved,
      reference: reservationReference(job.id, job.attempt),
      takeBy: holdTakeBy(job),
    });
  } catch (error) {
    if (error instanceof AppError) {
      if (await deleteUnheldJob(deps.prisma, job.id, job.reservationId)) throw error;
      return reread(deps, job);
    }
    log.error(
      { err: error, jobId: job.id },
      'holding the credits of a job failed; the job waits for the recovery step',
    );
    return job;
  }
  return (
    (await markCreditsConfirmed(deps.prisma, job.id, job.reservationId, jobClock(deps).now())) ??
    reread(deps, job)
  );
}
