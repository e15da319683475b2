import type { InputCheck } from '../../../lib/validation';

// DECIMAL(14,2): twelve digits before the point.
const MAX_AMOUNT = 999_999_999_999.99;

/** Money of a deal: more than 0, stored exactly in cents. */
export function checkAmount(check: InputCheck, field: string, value: number | null | undefined): void {
  check.number(field, value, { max: MAX_AMOUNT });
  if (typeof value !== 'number' || !Number.isFinite(value)) return;
  check.when(value <= 0, field, 'must be greater than 0');
  // Cents are stored exactly; a third decimal would be rounded away silently.
  check.when(Number(value.toFixed(2)) !== value, field, 'must have at most 2 decimal places');
}

/** Optional free text: trimmed, blank means none. */
export function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
