import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { activeListing, createListing, listAll, move, type Json } from './helpers';

const L: Record<string, Json> = {};

const { p, t } = platformFixture();
beforeAll(async () => {
  const org = t.organizer.token;
  L.jazz = await activeListing(p, org, {
    title: 'Jazz trio',
    description: 'Swing standards for weddings',
    category: 'spotlight',
    geoRegion: 'Berlin',
    priceMin: 100,
    priceMax: 500,
  });
  L.quartet = await activeListing(p, org, {
    title: 'String quartet',
    description: 'Classical music for ceremonies',
    category: 'spotlight',
    geoRegion: 'berlin',
    priceMin: 600,
    priceMax: 900,
  });
  L.dev = await activeListing(p, org, {
    title: 'Backend developer',
    description: 'Node and PostgreSQL contracting',
    category: 'synapse',
    geoRegion: 'Berlin-Mitte',
    priceMin: 50,
    priceMax: 80,
  });
  L.venue = await activeListing(p, t.admin.token, {
    title: 'Loft venue',
    description: 'A loft for 200 guests',
    category: 'portico',
    geoRegion: null,
    priceMin: 1000,
    priceMax: 1000,
  });
  L.draft = await createListing(p, org, {
    title: 'Draft booth',
    category: 'poper',
    priceMin: 10,
    priceMax: 20,
  });
  L.paused = await activeListing(p, org, {
    title: 'Paused staff',
    category: 'squad',
    priceMin: 30,
    priceMax: 40,
  });
  await move(p, org, 'pause', L.paused.id);
  L.adminDraft = await createListing(p, t.admin.token, { title: 'Admin draft', category: 'nexus' });
});

const ACTIVE = ['jazz', 'quartet', 'dev', 'venue'];

/** Names of the listings a query returns, in the fixture's order. */
async function names(token: string, args: Record<string, unknown>): Promise<string[]> {
  const ids = new Set((await listAll(p, token, args)).map((row) => row.id));
  return Object.keys(L).filter((name) => ids.has(L[name].id));
}

describe('visibility in lists', () => {
  it('shows a user the active listings, a seller also their own, and an admin everything', async () => {
    expect(await names(t.user.token, {})).toEqual(ACTIVE);
    expect(await names(t.organizer.token, {})).toEqual([...ACTIVE, 'draft', 'paused']);
    expect(await names(t.admin.token, {})).toEqual(Object.keys(L));
  });

  it('filters by status within what the caller may see', async () => {
    expect(await names(t.user.token, { status: 'draft' })).toEqual([]);
    expect(await names(t.organizer.token, { status: 'draft' })).toEqual(['draft']);
    expect(await names(t.admin.token, { status: 'draft' })).toEqual(['draft', 'adminDraft']);
    expect(await names(t.organizer.token, { status: 'paused' })).toEqual(['paused']);
  });
});

describe('filters', () => {
  it('filters by category and by seller', async () => {
    expect(await names(t.user.token, { category: 'spotlight' })).toEqual(['jazz', 'quartet']);
    expect(await names(t.user.token, { sellerId: t.admin.userId })).toEqual(['venue']);
    expect(await names(t.admin.token, { sellerId: t.admin.userId })).toEqual([
      'venue',
      'adminDraft',
    ]);
  });

  it('keeps listings whose price range overlaps the one asked for, bounds included', async () => {
    expect(await names(t.user.token, { priceMin: 550 })).toEqual(['quartet', 'venue']);
    expect(await names(t.user.token, { priceMax: 90 })).toEqual(['dev']);
    expect(await names(t.user.token, { priceMin: 80, priceMax: 100 })).toEqual(['jazz', 'dev']);
    expect(await names(t.user.token, { priceMin: 1000, priceMax: 1000 })).toEqual(['venue']);
  });

  it('matches geoRegion case-insensitively and exactly', async () => {
    expect(await names(t.user.token, { geoRegion: 'BERLIN' })).toEqual(['jazz', 'quartet']);
    expect(await names(t.user.token, { geoRegion: 'berlin-mitte' })).toEqual(['dev']);
  });

  it('combines filters', async () => {
    expect(
      await names(t.user.token, {
        category: 'spotlight',
        geoRegion: 'berlin',
        priceMax: 550,
        search: 'wedding',
      }),
    ).toEqual(['jazz']);
  });

  it('refuses a sellerId that is no UUID and prices below 0 or crossed, all at once', async () => {
    const res = await p.graphql(
      'query { listings(sellerId: "me", priceMin: -1, priceMax: -2) { nodes { id } } }',
      undefined,
      { token: t.user.token },
    );
    expect(codeAndStatus(res)).toEqual(['VALIDATION_FAILED', 400]);
    expect(gqlError(res)?.details).toEqual([
      { field: 'sellerId', problem: 'must be a UUID' },
      { field: 'priceMin', problem: 'must be at least 0' },
      { field: 'priceMax', problem: 'must be at least 0' },
      { field: 'priceMin', problem: 'must not be greater than priceMax' },
    ]);
  });
});

describe('full-text search', () => {
  it('searches title and description with stemming', async () => {
    expect(await names(t.user.token, { search: 'jazz' })).toEqual(['jazz']);
    expect(await names(t.user.token, { search: 'wedding' })).toEqual(['jazz']);
    expect(await names(t.user.token, { search: 'music ceremony' })).toEqual(['quartet']);
    expect(await names(t.user.token, { search: 'postgresql' })).toEqual(['dev']);
  });

  it('understands web-search syntax: phrases, or, and exclusion', async () => {
    expect(await names(t.user.token, { search: '"string quartet"' })).toEqual(['quartet']);
    expect(await names(t.user.token, { search: 'jazz or loft' })).toEqual(['jazz', 'venue']);
    expect(await names(t.user.token, { search: 'music -classical' })).toEqual([]);
  });

  it('takes any text without error and ignores a blank search', async () => {
    for (const search of ["'); DROP TABLE listings; --", '!!! :* & | ( ) <->', '"unclosed', '\\']) {
      expect(
        gqlData(
          await p.graphql(
            'query($s: String) { listings(search: $s) { nodes { id } } }',
            { s: search },
            { token: t.user.token },
          ),
        ).listings.nodes,
      ).toEqual([]);
    }
    expect(await names(t.user.token, { search: '   ' })).toEqual(ACTIVE);
    const nul = await p.graphql(
      'query($s: String) { listings(search: $s) { nodes { id } } }',
      { s: 'a\u0000b' },
      { token: t.user.token },
    );
    expect(nul.status).toBe(400);
    expect(gqlError(nul)?.details).toEqual([
      { field: 'body', problem: 'must not contain NUL characters (\\u0000)' },
    ]);
  });

  it('does not find a draft of someone else by searching for it', async () => {
    expect(await names(t.user.token, { search: 'booth' })).toEqual([]);
    expect(await names(t.organizer.token, { search: 'booth' })).toEqual(['draft']);
  });
});

describe('listingsByLane', () => {
  it('lists one lane with status, sort and paging', async () => {
    const query = `query($category: MarketplaceLane!, $status: ListingStatus, $cursor: String) {
      listingsByLane(category: $category, status: $status, sortBy: priceMin, sortOrder: ASC, limit: 1, cursor: $cursor) {
        nodes { id } pageInfo { endCursor hasNextPage }
      }
    }`;
    const first = gqlData(
      await p.graphql(query, { category: 'spotlight' }, { token: t.user.token }),
    ).listingsByLane;
    expect(first).toEqual({
      nodes: [{ id: L.jazz.id }],
      pageInfo: { endCursor: expect.any(String), hasNextPage: true },
    });
    const second = gqlData(
      await p.graphql(
        query,
        { category: 'spotlight', cursor: first.pageInfo.endCursor },
        { token: t.user.token },
      ),
    ).listingsByLane;
    expect(second).toEqual({
      nodes: [{ id: L.quartet.id }],
      pageInfo: { endCursor: expect.any(String), hasNextPage: false },
    });
    const paused = gqlData(
      await p.graphql(query, { category: 'squad', status: 'paused' }, { token: t.organizer.token }),
    ).listingsByLane;
    expect(paused.nodes).toEqual([{ id: L.paused.id }]);
  });
});
