import { envInt } from '../../../lib/config';
import { requireRole } from '../../../lib/context';
import { AppError, NotFoundError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { confirmHold, releaseExpiredHolds } from '../data/holds';
import { findReservation, type ReservationRow } from '../data/reservations';
import type { IdentityContext } from '../context';
import { checkReservationId } from './credit-rules';

/** The longest hold a reservation may ask for: what a crash can keep locked at most. */
export const MAX_HOLD_SECONDS = 3600;

/** How long holds last and how often the sweep looks for expired ones (docs/wallets.md). */
export interface CreditHoldSettings {
  /** Seconds a reservation is held unconfirmed before the sweep releases it (CREDIT_HOLD_CONFIRM_SECONDS, 60). */
  confirmSeconds: number;
  /** Wait between sweeps (CREDIT_HOLD_SWEEP_MS, 5000). */
  sweepIntervalMs: number;
}

/** Settings from the environment; explicit options win. Invalid values stop the start. */
export function creditHoldSettings(options: Partial<CreditHoldSettings> = {}): CreditHoldSettings {
  const settings = {
    confirmSeconds: options.confirmSeconds ?? envInt('CREDIT_HOLD_CONFIRM_SECONDS', 60),
    sweepIntervalMs: options.sweepIntervalMs ?? envInt('CREDIT_HOLD_SWEEP_MS', 5000),
  };
  if (settings.confirmSeconds < 1 || settings.confirmSeconds > MAX_HOLD_SECONDS) throw new Error(`CREDIT_HOLD_CONFIRM_SECONDS must be 1 to ${MAX_HOLD_SECONDS}`);
  if (settings.sweepIntervalMs < 10) throw new Error('CREDIT_HOLD_SWEEP_MS must be at least 10');
  return settings;
}

/** The deadline of a hold made `now`: the reservation's own `holdSeconds`, or the default. */
export function holdDeadline(settings: CreditHoldSettings, now: Date, holdSeconds?: number | null): Date {
  return new Date(now.getTime() + (holdSeconds ?? settings.confirmSeconds) * 1000);
}

export function checkHoldSeconds(check: InputCheck, holdSeconds: number | null | undefined): InputCheck {
  return check.number('holdSeconds', holdSeconds, { integer: true, min: 1, max: MAX_HOLD_SECONDS });
}

/** Held and confirmed: unsettled and without a deadline (also every reservation older than holds). */
export const isConfirmed = (reservation: ReservationRow): boolean => reservation.status === 'reserved' && reservation.confirmBy === null;

/** Why a reservation can no longer be confirmed, in words the reserving service can log or show. */
function notHeld(reservation: ReservationRow): AppError {
  const expired = reservation.status === 'released' && reservation.confirmedAt === null && reservation.confirmBy !== null;
  const why = expired
    ? `its hold ran out at ${reservation.confirmBy!.toISOString()} before it was confirmed, and its credits went back`
    : `it is already ${reservation.status}`;
  return new AppError('INVALID_STATE', `Cannot confirm credit reservation ${reservation.id}: ${why}`, 400);
}

/**
 * Confirms a hold (system only): from now on the reserving service has recorded what the credits
 * are for and answers for settling them, so the sweep leaves the reservation alone. Idempotent:
 * confirming a confirmed reservation answers it unchanged. A reservation that is no longer held
 * (released, charged, refunded) is 400 INVALID_STATE; one whose deadline passed before the sweep
 * came by is released here and then refused the same way, so the answer never depends on when
 * the sweep last ran.
 */
export async function confirmCredits(context: IdentityContext, input: { reservationId: string }): Promise<ReservationRow> {
  const { tenantId } = requireRole(context, 'system');
  checkReservationId(new InputCheck(), input.reservationId).done();
  const now = new Date();
  const result = await confirmHold(context.prisma, tenantId, input.reservationId, now);
  if (!result) throw new NotFoundError('Credit reservation', input.reservationId);
  if (isConfirmed(result.reservation)) return result.reservation;
  if (result.reservation.status !== 'reserved') throw notHeld(result.reservation);
  // Still reserved but past its deadline: the sweep has not come by yet.
  await releaseExpiredHolds(context.prisma, now, { only: { tenantId, id: input.reservationId } });
  const after = (await findReservation(context.prisma, tenantId, input.reservationId))!;
  // Another identity instance whose clock is behind may have confirmed it first: then it stands.
  if (isConfirmed(after)) return after;
  throw notHeld(after);
}
