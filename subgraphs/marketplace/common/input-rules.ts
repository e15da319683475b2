import type { InputCheck } from '../../../lib/validation';

// Input rules shared by every marketplace feature.

// DECIMAL(14,2): twelve digits before the point, like listing prices.
export const MAX_MONEY = 999_999_999_999.99;

const DEFAULT_CURRENCY = 'USD';

/** Seats or places one booking takes at most (a booking's and a slot booking's quantity). */
export const MAX_QUANTITY = 1000;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * An amount of money: at least 0 (or, `positive`, more than 0), within DECIMAL(14,2) and with at
 * most two decimals (cents are stored exactly; a third decimal would be rounded away silently).
 */
export function checkMoney(
  check: InputCheck,
  field: string,
  value: number | null | undefined,
  rules: { positive?: boolean } = {},
): void {
  check.number(field, value, { min: rules.positive ? undefined : 0, max: MAX_MONEY });
  if (typeof value !== 'number' || !Number.isFinite(value)) return;
  if (rules.positive && value <= 0) check.problem(field, 'must be greater than 0');
  if (Number(value.toFixed(2)) !== value)
    check.problem(field, 'must have at most 2 decimal places');
}

/** A currency code when given: three upper-case letters (ISO 4217). */
export function checkCurrency(
  check: InputCheck,
  field: string,
  value: string | null | undefined,
): void {
  if (typeof value === 'string' && !CURRENCY.test(value))
    check.problem(field, 'must be three upper-case letters (ISO 4217), for example USD');
}

/** A required name-like text: not blank after trimming, at most `max` characters. */
export function checkName(
  check: InputCheck,
  field: string,
  value: string | null | undefined,
  max: number,
  required: boolean,
): void {
  if (value === null) {
    check.problem(field, 'must not be null');
    return;
  }
  check.text(field, value, { required, max });
  if (!required && typeof value === 'string' && value.trim() === '')
    check.problem(field, 'must not be empty');
}

/** A list of short texts (deliverables, benefits): each item non-blank and bounded. */
export function checkTextList(
  check: InputCheck,
  field: string,
  values: readonly string[] | null | undefined,
  rules: { maxItems: number; maxLength: number },
): void {
  if (values === null) {
    check.problem(field, 'must not be null');
    return;
  }
  if (!values) return;
  if (values.length > rules.maxItems)
    check.problem(field, `must have at most ${rules.maxItems} items`);
  values.forEach((value, index) => {
    if (value.trim() === '') check.problem(`${field}.${index}`, 'must not be empty');
    else if (value.length > rules.maxLength)
      check.problem(`${field}.${index}`, `must be at most ${rules.maxLength} characters`);
  });
}

/** Each item trimmed; what is stored. */
export function trimAll(values: readonly string[]): string[] {
  return values.map((value) => value.trim());
}

/** Null for a field that may not be cleared is a problem, never a silent no-op. */
export function checkNotNull(check: InputCheck, input: object, fields: readonly string[]): void {
  for (const field of fields) {
    if ((input as Record<string, unknown>)[field] === null)
      check.problem(field, 'must not be null');
  }
}

export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** What a listing and an RFP both describe themselves with, as stored: trimmed, blank to null, USD by default. */
export function laneItemFields<Lane extends string>(input: {
  title: string;
  description?: string | null;
  category: Lane;
  geoRegion?: string | null;
  currency?: string | null;
}) {
  return {
    title: input.title.trim(),
    description: input.description?.trim() ?? '',
    category: input.category,
    geoRegion: blankToNull(input.geoRegion),
    currency: input.currency ?? DEFAULT_CURRENCY,
  };
}
