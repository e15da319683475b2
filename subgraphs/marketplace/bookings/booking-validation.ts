import { isUuid, type Actor } from '../../../lib/context';
import { ValidationError, type FieldProblem } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { findVisible } from '../listings/access';
import type { MarketplaceDeps } from '../common/deps';
import { checkBooking, type CreateBookingInput } from './booking-input';
import { checkListing } from './booking-rules';
import type { BookingStatus } from './booking-store';

/** The answer of a dry run: what creating the booking would have said, with nothing written. */
export interface BookingValidation {
  valid: boolean;
  warnings: string[];
  errors: FieldProblem[];
  /** What would be stored, when valid. */
  status: BookingStatus | null;
  pricing: { base: number; tax: number; total: number; currency: string } | null;
}

function problemsOf(check: InputCheck): FieldProblem[] {
  try {
    check.done();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.details ?? [];
    throw error;
  }
}

/**
 * Runs every check of createBooking (the body's shape first, then the rules and the listing)
 * and reports the outcome as data. Reads only: no booking, counter or key is written.
 */
export async function validateBooking(
  deps: MarketplaceDeps,
  actor: Actor,
  parsed: { input?: CreateBookingInput; problems: FieldProblem[] },
): Promise<BookingValidation> {
  const invalid = (errors: FieldProblem[], warnings: string[]): BookingValidation => ({
    valid: false,
    warnings,
    errors,
    status: null,
    pricing: null,
  });
  if (!parsed.input) return invalid(parsed.problems, []);
  const check = new InputCheck();
  const checked = checkBooking(check, parsed.input);
  if (isUuid(parsed.input.listingId)) {
    const listing = await findVisible(deps.loaders, actor, parsed.input.listingId);
    if (listing) checkListing(check, actor, listing, checked);
    else check.problem('listingId', 'no listing with this id is visible to you');
  }
  const errors = problemsOf(check);
  if (errors.length) return invalid(errors, checked.warnings);
  const { terms } = checked;
  return {
    valid: true,
    warnings: checked.warnings,
    errors: [],
    status: terms.status,
    // v2 bodies always carry a currency (only v1's have none).
    pricing: {
      base: terms.baseAmount,
      tax: terms.taxAmount,
      total: terms.totalAmount,
      currency: terms.currency ?? '',
    },
  };
}
