import { InputCheck } from '../../../lib/validation';
import type { DateRange } from './funnel-store';

/** Range arguments as GraphQL and the REST query string deliver them: ISO 8601 text. */
export interface RangeArgs {
  startDate?: string | null;
  endDate?: string | null;
}

// A date, or a date-time with optional seconds, fraction and offset (ISO 8601 as clients send it).
const ISO_8601 =
  /^(\d{4}-\d{2}-\d{2})(?:(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** An ISO 8601 value as a Date; a value without an offset is UTC (never the server's zone). */
function isoDate(check: InputCheck, field: string, value: string | null | undefined): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const match = ISO_8601.exec(value.trim());
  let date: Date | null = null;
  if (match) {
    const [, day, time, offset] = match;
    // Date parses +hh:mm but not +hhmm, and reads a date-time without an offset in local time.
    const zone = offset ? offset.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
    date = new Date(time ? `${day}${time}${zone}` : day);
  }
  if (!date || Number.isNaN(date.getTime())) {
    check.problem(field, 'must be an ISO 8601 date or date-time, for example 2025-01-31T00:00:00Z');
    return null;
  }
  return date;
}

/** The range to count in (both ends included); startDate after endDate is a 400. */
export function checkRange(args: RangeArgs, check = new InputCheck()): DateRange {
  const start = isoDate(check, 'startDate', args.startDate);
  const end = isoDate(check, 'endDate', args.endDate);
  check.when(
    start !== null && end !== null && start > end,
    'startDate',
    'must not be after endDate',
  );
  check.done();
  return { start, end };
}

/** part / whole as a fraction rounded to 4 decimals; null when there is no whole to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** The funnel's conversion rates, the same for a listing, a seller and a lane. */
export function conversionRates(counts: {
  views: number;
  quotesReceived: number;
  quotesAccepted: number;
  orders: number;
  completedOrders: number;
}) {
  return {
    viewToQuoteRate: rate(counts.quotesReceived, counts.views),
    quoteAcceptanceRate: rate(counts.quotesAccepted, counts.quotesReceived),
    viewToOrderRate: rate(counts.orders, counts.views),
    orderCompletionRate: rate(counts.completedOrders, counts.orders),
  };
}
