import type { InputCheck } from '../../../lib/validation';
import { MAX_HOLD_SECONDS } from './hold-settings';

const RESERVATION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

export function checkReservationId(check: InputCheck, id: string): InputCheck {
  return check.when(
    !RESERVATION_ID.test(id),
    'reservationId',
    'must be 1 to 100 characters of A-Z a-z 0-9 . _ : - (starting with a letter or digit)',
  );
}

export function checkHoldSeconds(
  check: InputCheck,
  holdSeconds: number | null | undefined,
): InputCheck {
  return check.number('holdSeconds', holdSeconds, { integer: true, min: 1, max: MAX_HOLD_SECONDS });
}
