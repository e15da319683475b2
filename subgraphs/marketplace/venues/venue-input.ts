import { InputCheck } from '../../../lib/validation';
import { CAPACITY } from '../listings/venue-place-input';

/** The venue list's arguments, as GraphQL (and the REST query string, by name) deliver them. */
export interface VenueListArgs {
  city?: string | null;
  q?: string | null;
  minCapacity?: number | null;
  limit?: number | null;
  cursor?: string | null;
}

/** The filters of a venue list, checked: every problem at once. */
export function checkVenueFilters(args: VenueListArgs): {
  venueCity?: string;
  search?: string;
  minCapacity?: number;
} {
  new InputCheck()
    .text('city', args.city, { max: 100 })
    .text('q', args.q, { max: 200 })
    .number('minCapacity', args.minCapacity, CAPACITY)
    .done();
  return {
    venueCity: args.city?.trim() || undefined,
    search: args.q?.trim() || undefined,
    minCapacity: args.minCapacity ?? undefined,
  };
}
