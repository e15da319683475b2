import {
  SEARCH_HIT_TYPES,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  type SearchAfter,
  type SearchHitRow,
  type SearchHitType,
} from '../../lib/search/hits';
import { InputCheck } from '../../lib/validation';
import { mergeHits, type SearchPage } from './merge-hits';
import { decodeSearchCursor } from './search-cursor';

/** How the resolvers reach a service: one of its operations, run as the caller (./local-subgraph.ts). */
export interface SearchContext {
  ask(
    service: 'marketplace' | 'events',
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
}

interface SearchArgs {
  q: string;
  types?: SearchHitType[] | null;
  first?: number | null;
  after?: string | null;
}

const DEFAULT_FIRST = 20;
const HIT = 'type id title snippet score';
const LISTING_HITS = `query ListingSearchHits($q: String!, $listings: Boolean!, $venues: Boolean!,
  $first: Int!, $afterScore: Float, $afterKey: String) {
  listingSearchHits(q: $q, listings: $listings, venues: $venues, first: $first,
    afterScore: $afterScore, afterKey: $afterKey) { ${HIT} } }`;
const EVENT_HITS = `query EventSearchHits($q: String!, $first: Int!, $afterScore: Float, $afterKey: String) {
  eventSearchHits(q: $q, first: $first, afterScore: $afterScore, afterKey: $afterKey) { ${HIT} } }`;

/** The arguments checked, every problem at once. */
function checkArgs(args: SearchArgs): {
  q: string;
  types: Set<SearchHitType>;
  first: number;
  after?: SearchAfter;
} {
  new InputCheck()
    .text('q', args.q, { required: true, max: SEARCH_QUERY_MAX })
    .number('first', args.first, { min: 1, max: SEARCH_PAGE_MAX, integer: true })
    .when(args.types?.length === 0, 'types', 'must name at least one type when given')
    .done();
  return {
    q: args.q.trim(),
    types: new Set(args.types ?? SEARCH_HIT_TYPES),
    first: args.first ?? DEFAULT_FIRST,
    after: args.after == null ? undefined : decodeSearchCursor(args.after, 'after'),
  };
}

/**
 * `search`: asks each service that owns a type asked for, at once, for its best `first + 1`
 * after the cursor, and merges them (./merge-hits.ts). A hit names its entity by id only; the
 * query planner fetches the entity's fields from its service.
 */
export const searchResolvers = {
  Query: {
    search: async (
      _parent: unknown,
      args: SearchArgs,
      context: SearchContext,
    ): Promise<SearchPage> => {
      const input = checkArgs(args);
      const page = {
        q: input.q,
        first: input.first + 1,
        afterScore: input.after?.score ?? null,
        afterKey: input.after?.key ?? null,
      };
      const asks: Promise<SearchHitRow[]>[] = [];
      if (input.types.has('listing') || input.types.has('venue')) {
        const variables = {
          ...page,
          listings: input.types.has('listing'),
          venues: input.types.has('venue'),
        };
        asks.push(
          context
            .ask('marketplace', LISTING_HITS, variables)
            .then((d) => d.listingSearchHits as SearchHitRow[]),
        );
      }
      if (input.types.has('event'))
        asks.push(
          context.ask('events', EVENT_HITS, page).then((d) => d.eventSearchHits as SearchHitRow[]),
        );
      return mergeHits(await Promise.all(asks), input.first);
    },
  },
  SearchHit: {
    listing: (hit: SearchHitRow) => (hit.type === 'listing' ? { id: hit.id } : null),
    event: (hit: SearchHitRow) => (hit.type === 'event' ? { id: hit.id } : null),
    venue: (hit: SearchHitRow) => (hit.type === 'venue' ? { id: hit.id } : null),
  },
};
