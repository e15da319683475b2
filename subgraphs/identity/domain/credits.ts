import { requireRole } from '../../../lib/context';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { nextState } from '../../../lib/state-machine';
import { InputCheck } from '../../../lib/validation';
import { findReservation, reserve, settle, type ReservationRow } from '../data/reservations';
import { ensureWallet, findWalletById, type WalletRow } from '../data/wallets';
import type { IdentityContext } from '../context';
import {
  checkCredits,
  checkReservationId,
  insufficientCredits,
  reservationMachine,
  SETTLEMENT_ENTRIES,
  type CreditOutcome,
} from './credit-rules';
import { checkHoldSeconds, holdDeadline } from './credit-holds';
import { isMemberOf, requireTeam, requireUser } from './members';

export interface ReserveInput {
  reservationId: string;
  userId: string;
  teamId?: string | null;
  amount: number;
  reference: string;
  /** How long the hold lasts unconfirmed (default: the service's setting, 60 s). */
  holdSeconds?: number | null;
}

/** The wallet that pays: the team's when `teamId` is given (the user must be a member), else the user's. */
async function payingWallet(context: IdentityContext, tenantId: string, input: ReserveInput): Promise<WalletRow> {
  await requireUser(context, input.userId);
  if (!input.teamId) return ensureWallet(context.prisma, tenantId, { userId: input.userId });
  const team = await requireTeam(context, tenantId, input.teamId);
  if (!isMemberOf(team, input.userId)) throw new ForbiddenError(`User ${input.userId} is not a member of team ${team.id}`);
  return ensureWallet(context.prisma, tenantId, { teamId: team.id });
}

/**
 * A reservation id used again must mean the same reservation: same user, wallet, amount and
 * reference. Then the stored one is the answer (whatever became of it since); otherwise 409.
 */
async function sameReservation(context: IdentityContext, stored: ReservationRow, input: ReserveInput): Promise<ReservationRow> {
  const wallet = await findWalletById(context.prisma, stored.tenantId, stored.walletId);
  const same =
    stored.userId === input.userId &&
    stored.amount === input.amount &&
    stored.reference === input.reference &&
    (wallet?.teamId ?? null) === (input.teamId ?? null);
  if (!same) throw new ConflictError(`Credit reservation ${stored.id} already exists with another user, team, amount or reference`);
  return stored;
}

/**
 * Holds credits for a job (system only): the reservation is a hold that the caller confirms
 * (confirmCredits) or settles before its deadline, else the sweep releases it. Idempotent by
 * reservation id: a repeat answers the stored reservation, deadline included.
 */
export async function reserveCredits(context: IdentityContext, input: ReserveInput): Promise<ReservationRow> {
  const { tenantId } = requireRole(context, 'system');
  const check = new InputCheck();
  checkReservationId(check, input.reservationId)
    .uuid('userId', input.userId, { required: true })
    .uuid('teamId', input.teamId);
  checkHoldSeconds(check, input.holdSeconds);
  checkCredits(check, input.amount, input.reference).done();

  const stored = await findReservation(context.prisma, tenantId, input.reservationId);
  if (stored) return sameReservation(context, stored, input);
  const wallet = await payingWallet(context, tenantId, input);
  const now = new Date();
  const { reservation, created } = await reserve(
    context.prisma,
    {
      tenantId,
      id: input.reservationId,
      walletId: wallet.id,
      userId: input.userId,
      amount: input.amount,
      reference: input.reference,
      confirmBy: holdDeadline(context.creditHolds, now, input.holdSeconds),
    },
    now,
    (balance) => insufficientCredits(balance, input.amount),
  );
  // Created by a concurrent repeat between the lookup above and the insert.
  return created ? reservation : sameReservation(context, reservation, input);
}

/** Charges, releases or refunds a reservation exactly once (system only); later calls change nothing. */
export async function settleCredits(context: IdentityContext, input: { reservationId: string; outcome: CreditOutcome }): Promise<ReservationRow> {
  const { tenantId } = requireRole(context, 'system');
  checkReservationId(new InputCheck(), input.reservationId).done();
  const to = nextState(reservationMachine, 'reserved', input.outcome) as Exclude<ReservationRow['status'], 'reserved'>;
  const result = await settle(context.prisma, tenantId, input.reservationId, to, SETTLEMENT_ENTRIES[input.outcome], new Date());
  if (!result) throw new NotFoundError('Credit reservation', input.reservationId);
  return result.reservation;
}

/** A reservation of the tenant (admins and system). */
export async function creditReservation(context: IdentityContext, id: string): Promise<ReservationRow> {
  const { tenantId } = requireRole(context, 'admin', 'system');
  const reservation = await findReservation(context.prisma, tenantId, id);
  if (!reservation) throw new NotFoundError('Credit reservation', id);
  return reservation;
}
