import type { Actor } from '../../../lib/context';
import { AppError, NotFoundError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { assertMayHoldCredits } from './access';
import { confirmHold, releaseExpiredHolds } from './hold-store';
import { checkReservationId } from './reservation-input';
import { findReservation, type ReservationRow } from './reservation-store';

/** Held and confirmed: unsettled and without a deadline (also every reservation older than holds). */
const isConfirmed = (reservation: ReservationRow): boolean =>
  reservation.status === 'reserved' && reservation.confirmBy === null;

/** Why a reservation can no longer be confirmed, in words the reserving service can log or show. */
function notHeld(reservation: ReservationRow): AppError {
  const expired =
    reservation.status === 'released' &&
    reservation.confirmedAt === null &&
    reservation.confirmBy !== null;
  const why = expired
    ? `its hold ran out at ${reservation.confirmBy!.toISOString()} before it was confirmed, and its credits went back`
    : `it is already ${reservation.status}`;
  return new AppError(
    'INVALID_STATE',
    `Cannot confirm credit reservation ${reservation.id}: ${why}`,
    400,
  );
}

/**
 * Confirms a hold (system only): from now on the reserving service has recorded what the credits
 * are for and answers for settling them, so the sweep leaves the reservation alone. Idempotent:
 * confirming a confirmed reservation answers it unchanged. A reservation that is no longer held
 * (released, charged, refunded) is 400 INVALID_STATE; one whose deadline passed before the sweep
 * came by is released here and then refused the same way, so the answer never depends on when
 * the sweep last ran.
 */
export async function confirmCredits(
  deps: IdentityDeps,
  actor: Actor,
  input: { reservationId: string },
): Promise<ReservationRow> {
  assertMayHoldCredits(actor);
  const { tenantId } = actor;
  checkReservationId(new InputCheck(), input.reservationId).done();
  const now = deps.clock.now();
  const result = await confirmHold(deps.prisma, tenantId, input.reservationId, now);
  if (!result) throw new NotFoundError('Credit reservation', input.reservationId);
  if (isConfirmed(result.reservation)) return result.reservation;
  if (result.reservation.status !== 'reserved') throw notHeld(result.reservation);
  // Still reserved but past its deadline: the sweep has not come by yet.
  await releaseExpiredHolds(deps.prisma, now, { only: { tenantId, id: input.reservationId } });
  const after = (await findReservation(deps.prisma, tenantId, input.reservationId))!;
  // Another identity instance whose clock is behind may have confirmed it first: then it stands.
  if (isConfirmed(after)) return after;
  throw notHeld(after);
}
