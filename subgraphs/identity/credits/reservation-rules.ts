import type { Actor } from '../../../lib/context';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { nextState } from '../../../lib/state-machine';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { requireUser } from '../common/users';
import { requireTeam } from '../teams/team-rules';
import { checkCredits, insufficientCredits } from '../wallets/credit-limits';
import { ensureWallet, findWalletById, type WalletRow } from '../wallets/wallet-store';
import { assertMayHoldCredits, assertMayPayFrom, assertMayReadReservations } from './access';
import { holdDeadline } from './hold-settings';
import { checkHoldSeconds, checkReservationId } from './reservation-input';
import { reservationMachine } from './reservation-machine';
import { SETTLEMENT_ENTRIES, type CreditOutcome } from './settlement';
import { findReservation, reserve, settle, type ReservationRow } from './reservation-store';

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
export async function payingWallet(
  deps: IdentityDeps,
  tenantId: string,
  input: ReserveInput,
): Promise<WalletRow> {
  await requireUser(deps, input.userId);
  if (!input.teamId) return ensureWallet(deps.prisma, tenantId, { userId: input.userId });
  const team = await requireTeam(deps, tenantId, input.teamId);
  assertMayPayFrom(team, input.userId);
  return ensureWallet(deps.prisma, tenantId, { teamId: team.id });
}

/**
 * A reservation id used again must mean the same reservation: same user, wallet, amount and
 * reference. Then the stored one is the answer (whatever became of it since); otherwise 409.
 */
export async function sameReservation(
  deps: IdentityDeps,
  stored: ReservationRow,
  input: ReserveInput,
): Promise<ReservationRow> {
  const wallet = await findWalletById(deps.prisma, stored.tenantId, stored.walletId);
  const same =
    stored.userId === input.userId &&
    stored.amount === input.amount &&
    stored.reference === input.reference &&
    (wallet?.teamId ?? null) === (input.teamId ?? null);
  if (!same)
    throw new ConflictError(
      `Credit reservation ${stored.id} already exists with another user, team, amount or reference`,
    );
  return stored;
}

/**
 * Holds credits for a job (system only): the reservation is a hold that the caller confirms
 * (confirmCredits) or settles before its deadline, else the sweep releases it. Idempotent by
 * reservation id: a repeat answers the stored reservation, deadline included.
 */
export async function reserveCredits(
  deps: IdentityDeps,
  actor: Actor,
  input: ReserveInput,
): Promise<ReservationRow> {
  assertMayHoldCredits(actor);
  const { tenantId } = actor;
  const check = new InputCheck();
  checkReservationId(check, input.reservationId)
    .uuid('userId', input.userId, { required: true })
    .uuid('teamId', input.teamId);
  checkHoldSeconds(check, input.holdSeconds);
  checkCredits(check, input.amount, input.reference).done();

  const stored = await findReservation(deps.prisma, tenantId, input.reservationId);
  if (stored) return sameReservation(deps, stored, input);
  const wallet = await payingWallet(deps, tenantId, input);
  const now = deps.clock.now();
  const result = await reserve(
    deps.prisma,
    {
      tenantId,
      id: input.reservationId,
      walletId: wallet.id,
      userId: input.userId,
      amount: input.amount,
      reference: input.reference,
      confirmBy: holdDeadline(deps.creditHolds, now, input.holdSeconds),
    },
    now,
  );
  if (result.done) return result.reservation;
  // Stored: a concurrent repeat inserted it between the lookup above and the insert.
  if (result.stored) return sameReservation(deps, result.stored, input);
  throw insufficientCredits(result.balance, input.amount);
}

/** Charges, releases or refunds a reservation exactly once (system only); later calls change nothing. */
export async function settleCredits(
  deps: IdentityDeps,
  actor: Actor,
  input: { reservationId: string; outcome: CreditOutcome },
): Promise<ReservationRow> {
  assertMayHoldCredits(actor);
  checkReservationId(new InputCheck(), input.reservationId).done();
  const to = nextState(reservationMachine, 'reserved', input.outcome) as Exclude<
    ReservationRow['status'],
    'reserved'
  >;
  const result = await settle(
    deps.prisma,
    actor.tenantId,
    input.reservationId,
    to,
    SETTLEMENT_ENTRIES[input.outcome],
    deps.clock.now(),
  );
  if (!result) throw new NotFoundError('Credit reservation', input.reservationId);
  return result.reservation;
}

/** A reservation of the tenant (admins and system). */
export async function creditReservation(
  deps: IdentityDeps,
  actor: Actor,
  id: string,
): Promise<ReservationRow> {
  assertMayReadReservations(actor);
  const reservation = await findReservation(deps.prisma, actor.tenantId, id);
  if (!reservation) throw new NotFoundError('Credit reservation', id);
  return reservation;
}
