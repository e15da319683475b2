import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../lib/db/prisma';
import { AppError } from '../../../lib/errors';
import { callSubgraph, type SubgraphDirectory } from '../../../lib/subgraph/peers';
import { findUnsettledJobs, markSettled, type JobRow } from '../data/jobs';

/** What talking to identity's wallet needs. */
export interface CreditDeps {
  prisma: PrismaClient;
  peers: SubgraphDirectory;
  requestId?: string;
}

export interface Reservation {
  reservationId: string;
  tenantId: string;
  userId: string;
  teamId: string | null;
  amount: number;
  reference: string;
}

const RESERVE = `mutation ReserveCredits($input: ReserveCreditsInput!) { reserveCredits(input: $input) { id status amount } }`;
const CONFIRM = `mutation ConfirmCredits($input: ConfirmCreditsInput!) { confirmCredits(input: $input) { id status } }`;
const SETTLE = `mutation SettleCredits($input: SettleCreditsInput!) { settleCredits(input: $input) { id status } }`;

/** A fresh reservation id: one per job attempt, stored on the job. */
export const newReservationId = (): string => randomUUID();

/** What a reservation is for, as the wallet ledger shows it. */
export const reservationReference = (jobId: string, attempt: number): string => `media-job:${jobId}:attempt-${attempt}`;

/**
 * Holds credits in identity (the user's wallet, or the team's with `teamId`). A too-low balance
 * comes back as 402 ERR_INSUFFICIENT_CREDITS, passed on unchanged.
 */
export async function reserveCredits(deps: CreditDeps, reservation: Reservation): Promise<void> {
  const { tenantId, ...input } = reservation;
  await callSubgraph(deps.peers, 'identity', RESERVE, { input }, { tenantId, requestId: deps.requestId });
}

/**
 * What identity says of a hold media asks it to confirm: `held` (confirmed now or before: the job
 * may run), `expired` (its deadline passed, or it was settled: identity gave the credits back) or
 * `unknown` (identity never stored it). Any other failure (identity down) is thrown: the answer is
 * not known yet and the caller tries again later.
 */
export type HoldAnswer = 'held' | 'expired' | 'unknown';

export async function confirmReservation(deps: CreditDeps, tenantId: string, reservationId: string): Promise<HoldAnswer> {
  try {
    await callSubgraph(deps.peers, 'identity', CONFIRM, { input: { reservationId } }, { tenantId, requestId: deps.requestId });
    return 'held';
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_STATE') return 'expired';
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'unknown';
    throw error;
  }
}

/** Settles a reservation by id; identity applies each reservation's settlement once. */
export async function settleReservation(deps: CreditDeps, tenantId: string, reservationId: string, outcome: 'charge' | 'release' | 'refund'): Promise<void> {
  await callSubgraph(deps.peers, 'identity', SETTLE, { input: { reservationId, outcome } }, { tenantId, requestId: deps.requestId });
}

/**
 * Sends the settlement a move decided on (in the same UPDATE as the move) and records that
 * identity took it. When identity cannot be reached the job keeps it pending, and
 * settlePendingJobs sends it later; identity ignores a repeat, so nothing is settled twice.
 */
export async function settleJob(deps: CreditDeps, job: JobRow): Promise<JobRow> {
  if (!job.settlement || job.settledAt) return job;
  try {
    await settleReservation(deps, job.tenantId, job.reservationId, job.settlement);
  } catch (error) {
    console.error(`[media] settling ${job.settlement} of job ${job.id} failed; it stays pending`, error);
    return job;
  }
  const settledAt = await markSettled(deps.prisma, job.id, job.reservationId);
  return settledAt ? { ...job, settledAt } : job;
}

/** Sends every pending settlement (the worker runs this now and then); answers how many went through. */
export async function settlePendingJobs(deps: CreditDeps, limit = 100): Promise<number> {
  let settled = 0;
  for (const job of await findUnsettledJobs(deps.prisma, limit)) {
    if ((await settleJob(deps, job)).settledAt) settled++;
  }
  return settled;
}
