import type { InputCheck } from '../../../lib/validation';
import type { ListingChanges, ListingRow, MarketplaceLane } from './listing-store';

/**
 * A venue's place (docs/api/marketplace.md, "Venues"): only portico listings are venues, so only
 * they take one. Each field is optional; in an update the fields sent change, null clears one, and `place: null`
 * clears them all.
 */
export interface VenuePlaceInput {
  address?: string | null;
  city?: string | null;
  country?: string | null;
  capacity?: number | null;
}

type PlaceColumns = Pick<
  ListingChanges,
  'venueAddress' | 'venueCity' | 'venueCountry' | 'capacity'
>;

const VENUE_LANE: MarketplaceLane = 'portico';
/** How many a venue may hold, as places and venue filters take it. */
export const CAPACITY = { min: 1, max: 1_000_000, integer: true } as const;
const NO_PLACE: Required<PlaceColumns> = {
  venueAddress: null,
  venueCity: null,
  venueCountry: null,
  capacity: null,
};

/** Records the place's problems on `check` (a listing's lane decides whether it may have one). */
export function checkPlace(
  check: InputCheck,
  lane: MarketplaceLane,
  place: VenuePlaceInput | null | undefined,
): void {
  if (!place) return;
  if (lane !== VENUE_LANE) {
    check.problem('place', 'only portico listings (venues) have a place');
    return;
  }
  check
    .text('place.address', place.address, { max: 200 })
    .text('place.city', place.city, { max: 100 })
    .country('place.country', place.country)
    .number('place.capacity', place.capacity, CAPACITY);
}

const trimmed = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The columns a checked place sets: the fields it names (all of them for a new listing). */
export function placeColumns(place: VenuePlaceInput | null | undefined): PlaceColumns {
  if (!place) return {};
  const columns: PlaceColumns = {};
  if (place.address !== undefined) columns.venueAddress = trimmed(place.address);
  if (place.city !== undefined) columns.venueCity = trimmed(place.city);
  if (place.country !== undefined) columns.venueCountry = place.country?.toUpperCase() ?? null;
  if (place.capacity !== undefined) columns.capacity = place.capacity ?? null;
  return columns;
}

/**
 * The place columns of an update: `place: null` clears them, a listing leaving the portico lane
 * loses its place, and otherwise the fields sent change.
 */
export function placeChanges(
  place: VenuePlaceInput | null | undefined,
  lane: MarketplaceLane,
  stored: ListingRow,
): PlaceColumns {
  if (place === null || (lane !== VENUE_LANE && stored.category === VENUE_LANE)) return NO_PLACE;
  return placeColumns(place);
}
