import type { Actor } from '../../../lib/context';
import { AppError, NotFoundError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { checkCredits, insufficientCredits } from '../wallets/credit-limits';
import { assertMayHoldCredits } from './access';
import { confirmCredits } from './hold-rules';
import { checkReservationId } from './reservation-input';
import { payingWallet, sameReservation, type ReserveInput } from './reservation-rules';
import { findReservation, reserve, type ReservationRow } from './reservation-store';

/** The most holds one holdCredits call may carry. */
const MAX_HOLDS = 500;

export interface HoldInput extends Omit<ReserveInput, 'holdSeconds'> {
  /** The last instant (identity's database clock) at which the hold may still be taken. */
  takeBy: Date;
}

/** One hold's answer: its reservation, or the error it alone ended with. */
export interface HoldResult {
  reservationId: string;
  reservation: ReservationRow | null;
  error: { code: string; message: string; status: number } | null;
}

/** Neither stored nor takeable any more: never held, and never will be (docs/wallets.md, "Holds"). */
const tooLate = (id: string): AppError =>
  new NotFoundError('Credit reservation', `${id} (its takeBy passed before it was held)`);

/**
 * One hold, reserved and confirmed at once: the stored reservation of a repeated id is confirmed
 * like confirmCredits (a live hold is confirmed, a settled or run-out one is 400 INVALID_STATE);
 * a new one is taken confirmed while `takeBy` has not passed (402 when the balance is short, 404
 * once it has passed). Each hold is its own statement (reservation-store.ts, reserve).
 */
async function holdOne(
  deps: IdentityDeps,
  actor: Actor,
  input: HoldInput,
): Promise<ReservationRow> {
  const { tenantId } = actor;
  const check = new InputCheck();
  checkReservationId(check, input.reservationId)
    .uuid('userId', input.userId, { required: true })
    .uuid('teamId', input.teamId);
  check.when(Number.isNaN(input.takeBy.getTime()), 'takeBy', 'must be a date and time');
  checkCredits(check, input.amount, input.reference).done();
  const confirmStored = async (stored: ReservationRow) => {
    await sameReservation(deps, stored, input);
    return confirmCredits(deps, actor, { reservationId: stored.id });
  };
  const stored = await findReservation(deps.prisma, tenantId, input.reservationId);
  if (stored) return confirmStored(stored);
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
      confirmBy: now,
      confirmedUntil: { takeBy: input.takeBy },
    },
    now,
  );
  if (result.done) return result.reservation;
  if (result.stored) return confirmStored(result.stored);
  if (result.late) throw tooLate(input.reservationId);
  throw insufficientCredits(result.balance, input.amount);
}

/**
 * Holds and confirms many reservations in one call (system only; docs/wallets.md, "Holds"): the
 * batched creation of a reserving service. Every hold is decided alone, concurrently, and answers
 * its own reservation or error: one hold's 402 never fails another's.
 */
export async function holdCredits(
  deps: IdentityDeps,
  actor: Actor,
  inputs: readonly HoldInput[],
): Promise<HoldResult[]> {
  assertMayHoldCredits(actor);
  new InputCheck()
    .when(inputs.length > MAX_HOLDS, 'inputs', `must hold at most ${MAX_HOLDS} reservations`)
    .done();
  return Promise.all(
    inputs.map(async (input) => {
      try {
        const reservation = await holdOne(deps, actor, input);
        return { reservationId: input.reservationId, reservation, error: null };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const { code, message, httpStatus: status } = error;
        return {
          reservationId: input.reservationId,
          reservation: null,
          error: { code, message, status },
        };
      }
    }),
  );
}
