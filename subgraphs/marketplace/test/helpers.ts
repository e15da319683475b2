import { gqlData } from '../../../test/answers';
import type { HttpAnswer, TestPlatform } from '../../../test/harness';

// GraphQL answers are checked field by field in the tests; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field (above)
export type Json = Record<string, any>;

export const LISTING_FIELDS = `id title description status category sellerId geoRegion priceMin priceMax currency
  totalViews totalBookings averageRating createdAt updatedAt publishedAt closedAt`;

/** Every key a listings page sorts by (`ListingSortKey` in subgraphs/marketplace/listings/schema.graphql). */
export const LISTING_SORT_KEYS = [
  'createdAt',
  'priceMin',
  'priceMax',
  'totalViews',
  'totalBookings',
  'averageRating',
  'title',
] as const;
export type ListingSortKeyName = (typeof LISTING_SORT_KEYS)[number];

export const MOVES = ['publish', 'pause', 'unpause', 'close'] as const;
export type Move = (typeof MOVES)[number];

export interface ListingInput {
  title?: string;
  description?: string | null;
  category?: string;
  geoRegion?: string | null;
  priceMin?: number;
  priceMax?: number;
  currency?: string;
}

let counter = 0;

/** A valid create input; each call gets a distinct title. */
export function listingInput(overrides: ListingInput = {}): ListingInput {
  counter += 1;
  return {
    title: `Listing ${counter}`,
    description: 'A jazz trio for weddings and corporate evenings',
    category: 'spotlight',
    geoRegion: 'Berlin',
    priceMin: 100,
    priceMax: 500,
    ...overrides,
  };
}

export async function createListing(
  p: TestPlatform,
  token: string,
  overrides: ListingInput = {},
): Promise<Json> {
  const res = await p.graphql(
    `mutation($input: CreateListingInput!) { createListing(input: $input) { ${LISTING_FIELDS} } }`,
    { input: listingInput(overrides) },
    { token },
  );
  return gqlData(res).createListing;
}

export function move(p: TestPlatform, token: string, name: Move, id: string): Promise<HttpAnswer> {
  return p.graphql(
    `mutation($id: ID!) { ${name}Listing(id: $id) { ${LISTING_FIELDS} } }`,
    { id },
    { token },
  );
}

/** A published (active) listing. */
export async function activeListing(
  p: TestPlatform,
  token: string,
  overrides: ListingInput = {},
): Promise<Json> {
  const listing = await createListing(p, token, overrides);
  return gqlData(await move(p, token, 'publish', listing.id)).publishListing;
}

export function getListing(
  p: TestPlatform,
  token: string | undefined,
  id: string,
): Promise<HttpAnswer> {
  return p.graphql(`query($id: ID!) { listing(id: $id) { ${LISTING_FIELDS} } }`, { id }, { token });
}

const LIST_ARGS: Record<string, string> = {
  category: 'MarketplaceLane',
  status: 'ListingStatus',
  sellerId: 'ID',
  priceMin: 'Float',
  priceMax: 'Float',
  geoRegion: 'String',
  search: 'String',
  sortBy: 'ListingSortKey',
  sortOrder: 'SortOrder',
  cursor: 'String',
  limit: 'Int',
};

/** One page of `listings` with the given arguments. */
export function listPage(
  p: TestPlatform,
  token: string,
  args: Record<string, unknown>,
): Promise<HttpAnswer> {
  const names = Object.keys(args);
  const definitions = names.map((name) => `$${name}: ${LIST_ARGS[name]}`).join(', ');
  const passed = names.map((name) => `${name}: $${name}`).join(', ');
  const query = `query${definitions ? `(${definitions})` : ''} {
    listings${passed ? `(${passed})` : ''} { edges { cursor node { id } } nodes { ${LISTING_FIELDS} } pageInfo { endCursor hasNextPage limit } }
  }`;
  return p.graphql(query, args, { token });
}

/** Every row of a listing query, page by page; `between` runs after each page (to insert rows). */
export async function listAll(
  p: TestPlatform,
  token: string,
  args: Record<string, unknown>,
  between?: (page: number) => Promise<void>,
): Promise<Json[]> {
  const rows: Json[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const connection = gqlData(
      await listPage(p, token, { ...args, ...(cursor ? { cursor } : {}) }),
    ).listings;
    rows.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage) return rows;
    cursor = connection.pageInfo.endCursor;
    if (between) await between(page);
  }
  throw new Error('pagination did not end');
}
