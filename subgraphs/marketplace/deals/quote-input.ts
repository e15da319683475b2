import { InputCheck } from '../../../lib/validation';
import { blankToNull, checkMoney } from '../common/input-rules';
import type { QuoteChanges, QuoteRow } from './quote-store';

export interface CreateQuoteInput {
  listingId: string;
  amount: number;
  message?: string | null;
  validUntil?: string | null;
}

export type UpdateQuoteInput = {
  amount?: number | null;
  message?: string | null;
  validUntil?: string | null;
};

export interface NegotiateQuoteInput {
  amount: number;
  message: string;
  validUntil?: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
/** A quote without validUntil stays open this long. */
const DEFAULT_VALIDITY_DAYS = 30;
const MAX_VALIDITY_DAYS = 365;
const MAX_MESSAGE = 2000;
const MAX_REASON = 1000;

/** validUntil: in the future and at most a year ahead. Undefined when absent or invalid. */
function checkValidUntil(
  check: InputCheck,
  value: string | null | undefined,
  now: Date,
): Date | undefined {
  if (value === undefined || value === null) return undefined;
  // The DateTime scalar already refused what is no date-time.
  const date = check.date('validUntil', value);
  if (!date) return undefined;
  check
    .when(date.getTime() <= now.getTime(), 'validUntil', 'must be in the future')
    .when(
      date.getTime() > now.getTime() + MAX_VALIDITY_DAYS * DAY,
      'validUntil',
      `must be at most ${MAX_VALIDITY_DAYS} days ahead`,
    );
  return date;
}

/** Validates a new quote, reporting every problem at once. */
export function checkCreateQuote(
  input: CreateQuoteInput,
  now: Date,
): { listingId: string; amount: number; message: string; validUntil: Date } {
  const check = new InputCheck();
  check.uuid('listingId', input.listingId, { required: true });
  checkMoney(check, 'amount', input.amount, { positive: true });
  check.text('message', input.message, { max: MAX_MESSAGE });
  const validUntil = checkValidUntil(check, input.validUntil, now);
  check.done();
  return {
    listingId: input.listingId.toLowerCase(),
    amount: input.amount,
    message: input.message?.trim() ?? '',
    validUntil: validUntil ?? new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY),
  };
}

/** A partial update: only the fields sent change; null is a problem for amount and validUntil. */
export function checkUpdateQuote(input: UpdateQuoteInput, now: Date): QuoteChanges {
  const check = new InputCheck();
  check
    .when(input.amount === null, 'amount', 'must not be null')
    .when(input.validUntil === null, 'validUntil', 'must not be null');
  checkMoney(check, 'amount', input.amount, { positive: true });
  check.text('message', input.message, { max: MAX_MESSAGE });
  const validUntil = checkValidUntil(check, input.validUntil, now);
  check.done();
  const changes: QuoteChanges = {};
  if (input.amount != null) changes.amount = input.amount;
  if (input.message !== undefined) changes.message = input.message?.trim() ?? '';
  if (validUntil) changes.validUntil = validUntil;
  return changes;
}

export function checkNegotiate(
  input: NegotiateQuoteInput,
  now: Date,
): Pick<QuoteRow, 'amount' | 'message'> & { validUntil?: Date } {
  const check = new InputCheck();
  checkMoney(check, 'amount', input.amount, { positive: true });
  check.text('message', input.message, { required: true, max: MAX_MESSAGE });
  const validUntil = checkValidUntil(check, input.validUntil, now);
  check.done();
  return {
    amount: input.amount,
    message: input.message.trim(),
    ...(validUntil ? { validUntil } : {}),
  };
}

/** An optional reason (reject, cancel): at most 1000 characters, blank means none. */
export function checkReason(reason: string | null | undefined): string | null {
  const check = new InputCheck();
  check.text('reason', reason, { max: MAX_REASON });
  check.done();
  return blankToNull(reason);
}
