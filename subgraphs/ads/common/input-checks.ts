import { isUuid } from '../../../lib/context';
import type { InputCheck } from '../../../lib/validation';

// Input checks several ads features share; each reports its problem on the InputCheck it is given.

// DECIMAL(14,2): twelve digits before the point.
const MAX_AMOUNT = 999_999_999_999.99;
// Counts are int4 columns.
const MAX_COUNT = 2_147_483_647;
/** Ids of things other services own (creatives, audiences, spheres, listings): opaque text. */
const MAX_REFERENCE = 200;
/** How far ahead of this server's clock a reported serving time may be (clock skew). */
const SERVED_AT_SKEW_MS = 5 * 60_000;

const CURRENCY = /^[A-Za-z]{3}$/;
// A date alone, or a date-time with its zone: a time without one would be read in the server's zone.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/i;

/** Money: at least 0, at most two decimal places (cents are stored exactly, never rounded away). */
export function checkAmount(
  check: InputCheck,
  field: string,
  value: number | null | undefined,
  required = false,
): void {
  check.number(field, value, { required, min: 0, max: MAX_AMOUNT });
  if (typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(2)) !== value) {
    check.problem(field, 'must have at most 2 decimal places');
  }
}

/** Three letters (ISO 4217); answered upper case, undefined when absent or invalid. */
export function checkCurrency(
  check: InputCheck,
  value: string | null | undefined,
  required = false,
): string | undefined {
  if (value === undefined || value === null) {
    if (required) check.problem('currency', 'is required');
    return undefined;
  }
  if (!CURRENCY.test(value)) {
    check.problem('currency', 'must be a three-letter ISO 4217 code, for example USD');
    return undefined;
  }
  return value.toUpperCase();
}

/** An opaque id of another service: 1 to 200 characters after trimming. */
export function checkReference(
  check: InputCheck,
  field: string,
  value: string | null | undefined,
  required = true,
): string | undefined {
  check.text(field, value, { required, max: MAX_REFERENCE });
  if (typeof value === 'string' && !required && value.trim() === '')
    check.problem(field, 'must not be empty (send null to clear it)');
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A whole number from `min` up to the int4 range. */
export function checkCount(
  check: InputCheck,
  field: string,
  value: number | null | undefined,
  min = 0,
  max = MAX_COUNT,
): void {
  check.number(field, value, { required: true, integer: true, min, max });
}

/** An id of this service given in a body: a malformed one is a 400 on its field. */
export function checkOwnId(
  check: InputCheck,
  field: string,
  value: string | null | undefined,
): void {
  check.uuid(field, value);
}

/** JavaScript rolls 2030-02-30 over into March; a client that sent it made a mistake. */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/**
 * An ISO 8601 date (midnight UTC) or date-time with Z or an offset; undefined when absent or
 * invalid. Dates are taken as text, not the DateTime scalar, so a bad one is a 400 naming its field.
 */
export function checkDateTime(
  check: InputCheck,
  field: string,
  value: string | null | undefined,
  required = false,
): Date | undefined {
  if (value === undefined || value === null) {
    if (required) check.problem(field, 'is required');
    return undefined;
  }
  const date = ISO_DATE_TIME.test(value) ? new Date(value) : undefined;
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    !isCalendarDay(value) ||
    date.getUTCFullYear() > 9999
  ) {
    check.problem(
      field,
      'must be an ISO 8601 date or date-time with a zone, for example 2030-03-01T09:00:00Z',
    );
    return undefined;
  }
  return date;
}

/** When the serving pipeline served something: now when absent, never noticeably in the future. */
export function checkServedAt(
  check: InputCheck,
  value: string | null | undefined,
  now: Date,
): Date {
  const servedAt = checkDateTime(check, 'servedAt', value) ?? now;
  check.when(
    servedAt.getTime() > now.getTime() + SERVED_AT_SKEW_MS,
    'servedAt',
    'must not be in the future',
  );
  return servedAt;
}

/** An id of this service in a path, as stored: a malformed one can never exist, so it never reaches SQL (null). */
export function normalId(id: string): string | null {
  return isUuid(id) ? id.toLowerCase() : null;
}
