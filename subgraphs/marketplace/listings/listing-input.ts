import { InputCheck } from '../../../lib/validation';
import { blankToNull, checkCurrency, checkMoney, laneItemFields } from '../common/input-rules';
import type { ListingChanges, ListingRow, MarketplaceLane, NewListing } from './listing-store';
import { checkPlace, placeChanges, placeColumns, type VenuePlaceInput } from './venue-place-input';

export interface CreateListingInput {
  title: string;
  description?: string | null;
  category: MarketplaceLane;
  geoRegion?: string | null;
  priceMin: number;
  priceMax: number;
  currency?: string | null;
  /** Portico listings only: ./venue-place-input.ts. */
  place?: VenuePlaceInput | null;
}

export type UpdateListingInput = { [K in keyof CreateListingInput]?: CreateListingInput[K] | null };

// DECIMAL(14,2): twelve digits before the point.

function checkFields(check: InputCheck, input: UpdateListingInput): void {
  check
    .text('title', input.title, { max: 200 })
    .when(
      typeof input.title === 'string' && input.title.trim() === '',
      'title',
      'must not be empty',
    )
    .text('description', input.description, { max: 5000 })
    .text('geoRegion', input.geoRegion, { max: 100 });
  checkMoney(check, 'priceMin', input.priceMin);
  checkMoney(check, 'priceMax', input.priceMax);
  checkCurrency(check, 'currency', input.currency);
}

/** Validates a new listing, reporting every problem at once, and returns what to store. */
export function checkCreate(input: CreateListingInput): Omit<NewListing, 'tenantId' | 'sellerId'> {
  const check = new InputCheck();
  checkFields(check, input);
  check.when(input.priceMin > input.priceMax, 'priceMin', 'must not be greater than priceMax');
  checkPlace(check, input.category, input.place);
  check.done();
  return {
    ...laneItemFields(input),
    priceMin: input.priceMin,
    priceMax: input.priceMax,
    ...placeColumns(input.place),
  };
}

/**
 * Validates a partial update against the stored listing: a price sent alone must still fit
 * the stored other end of the range. Null clears description and geoRegion; null for a
 * required field is a problem, never a silent no-op.
 */
export function checkUpdate(input: UpdateListingInput, stored: ListingRow): ListingChanges {
  const check = new InputCheck();
  for (const field of ['title', 'category', 'priceMin', 'priceMax', 'currency'] as const) {
    check.when(input[field] === null, field, 'must not be null');
  }
  checkFields(check, input);
  const lane = input.category ?? stored.category;
  checkPlace(check, lane, input.place);
  const priceMin = input.priceMin ?? stored.priceMin;
  const priceMax = input.priceMax ?? stored.priceMax;
  if (priceMin > priceMax) {
    const sentMin = input.priceMin !== undefined && input.priceMin !== null;
    check.problem(
      sentMin ? 'priceMin' : 'priceMax',
      sentMin
        ? `must not be greater than priceMax (${priceMax})`
        : `must not be less than priceMin (${priceMin})`,
    );
  }
  check.done();
  const changes: ListingChanges = {};
  if (input.title != null) changes.title = input.title.trim();
  if (input.description !== undefined) changes.description = input.description?.trim() ?? '';
  if (input.category != null) changes.category = input.category;
  if (input.geoRegion !== undefined) changes.geoRegion = blankToNull(input.geoRegion);
  if (input.priceMin != null) changes.priceMin = input.priceMin;
  if (input.priceMax != null) changes.priceMax = input.priceMax;
  if (input.currency != null) changes.currency = input.currency;
  return { ...changes, ...placeChanges(input.place, lane, stored) };
}
