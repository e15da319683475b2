import { gqlData, problemFields, queryData, restData, restError, type Json } from '../answers';
import { fromNow, eventOnSale, createEvent } from '../../subgraphs/events/test/helpers';
import { platformFixture } from '../fixture';

// Search v1 and v2 and GraphQL `search` (docs/api/search.md): each service ranks its own rows,
// the gateway merges them by score, through the REST facade and the supergraph.

const { p, t } = platformFixture();

const LISTINGS = '/marketplace/v1/listings';
const V1 = '/search/v1/search';
const V2 = '/search/v2/search';
const DAY = 24 * 3_600_000;

async function listing(body: Json, publish = true): Promise<Json> {
  const made = restData(
    await p.rest('POST', LISTINGS, {
      token: t.organizer.token,
      body: { priceMin: 10, priceMax: 20, category: 'spotlight', ...body },
    }),
    201,
  );
  if (publish) await p.rest('POST', `${LISTINGS}/${made.id}/publish`, { token: t.organizer.token });
  return made;
}

const search = async (query: string, token = t.user.token): Promise<Json> => {
  const res = await p.rest('GET', `${V2}?${query}`, { token });
  expect(res.body.meta?.api_version).toBe('2.4');
  return res;
};
const keys = (hits: Json[]) => hits.map((hit) => `${hit.type}:${hit.title}`);

describe('search', () => {
  // "jazz" in titles and descriptions of every kind, and "saxophone" elsewhere.
  let inTitle: Json;
  let inDescription: Json;
  let venue: Json;
  let event: string;
  beforeAll(async () => {
    inTitle = await listing({ title: 'Jazz quartet for weddings', description: 'Four players' });
    inDescription = await listing({
      title: 'Wedding band',
      description: 'Soul, swing and some jazz standards on request',
    });
    venue = await listing({
      title: 'Jazz cellar',
      description: 'A vaulted cellar for jazz nights',
      category: 'portico',
      place: { city: 'Leipzig', capacity: 80 },
    });
    await listing({ title: 'Jazz draft', description: 'not published' }, false);
    await listing({ title: 'Saxophone lessons', description: 'For beginners' });
    event = (
      await eventOnSale(p, t.organizer.token, {
        event: {
          title: 'Jazz night',
          description: 'An evening of jazz',
          startsAt: fromNow(DAY),
          endsAt: fromNow(DAY + 3_600_000),
        },
      })
    ).eventId;
    await createEvent(p, t.organizer.token, { title: 'Jazz draft event' });
  });

  it('answers typed hits of every kind, best first, title matches above description ones', async () => {
    const res = await search('q=jazz');
    const hits = restData(res, 200, t);
    expect(keys(hits).sort()).toEqual(
      [
        'event:Jazz night',
        'listing:Jazz quartet for weddings',
        'listing:Wedding band',
        'venue:Jazz cellar',
      ].sort(),
    );
    const scores = hits.map((hit: Json) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const rank = (title: string) => hits.findIndex((hit: Json) => hit.title === title);
    expect(rank('Jazz quartet for weddings')).toBeLessThan(rank('Wedding band'));
    const byType = Object.fromEntries(hits.map((hit: Json) => [hit.type, hit]));
    expect(byType.venue).toMatchObject({
      id: venue.id,
      listing: null,
      event: null,
      venue: { id: venue.id, place: { city: 'Leipzig', capacity: 80 }, category: 'portico' },
    });
    expect(byType.event).toMatchObject({
      id: event,
      event: { id: event, title: 'Jazz night', status: 'published' },
    });
    expect(hits.find((hit: Json) => hit.id === inDescription.id).snippet).toContain('jazz');
    expect(res.body.page).toMatchObject({ has_more: false, limit: 20 });
  });

  it('filters by type and pages by cursor through the same order, each hit once', async () => {
    const all = restData(await search('q=jazz&limit=50'));
    const seen: Json[] = [];
    let cursor: string | undefined;
    do {
      const res = await search(
        `q=jazz&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...restData(res));
      cursor = res.body.page.has_more ? res.body.page.next_cursor : undefined;
    } while (cursor);
    expect(seen.map((hit) => hit.id)).toEqual(all.map((hit: Json) => hit.id));
    expect(keys(restData(await search('q=jazz&types=event,venue'))).sort()).toEqual([
      'event:Jazz night',
      'venue:Jazz cellar',
    ]);
    expect(keys(restData(await search('q=saxophone OR quartet&types=listing'))).sort()).toEqual([
      'listing:Jazz quartet for weddings',
      'listing:Saxophone lessons',
    ]);
    expect(restData(await search('q=the'))).toEqual([]);
  });

  it('shows another tenant nothing, and names every bad parameter', async () => {
    const other = await p.newTenant();
    expect(restData(await search('q=jazz', other.user.token))).toEqual([]);
    for (const [query, field] of [
      ['', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=jazz&limit=51', 'limit'],
      ['q=jazz&cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['q=jazz&types=concert', 'types.0'],
    ]) {
      const res = await p.rest('GET', `${V2}?${query}`, { token: t.user.token });
      restError(res, 400, 'VALIDATION_FAILED');
      expect([field, problemFields(res)]).toEqual([field, expect.arrayContaining([field])]);
    }
    restError(await p.rest('GET', `${V2}?q=jazz`), 401, 'UNAUTHENTICATED');
  });

  it('v1 answers active listings only, by page, data only, deprecated for v2', async () => {
    const res = await p.rest('GET', `${V1}?q=jazz&sortBy=title&sortOrder=ASC`, {
      token: t.organizer.token,
    });
    expect([res.status, Object.keys(res.body)]).toEqual([200, ['data']]);
    expect(res.body.data.map((l: Json) => l.title)).toEqual([
      'Jazz cellar',
      'Jazz quartet for weddings',
      'Wedding band',
    ]);
    expect(res.headers.deprecation).toBe(`@${Date.parse('2026-12-08T00:00:00Z') / 1000}`);
    expect(res.headers.link).toBe(`<${V2}>; rel="successor-version"`);
    const second = await p.rest('GET', `${V1}?q=jazz&sortBy=title&sortOrder=ASC&page=2&limit=1`, {
      token: t.user.token,
    });
    expect(second.body.data.map((l: Json) => l.id)).toEqual([inTitle.id]);
    const deep = await p.rest('GET', `${V1}?q=jazz&page=101&limit=100`, { token: t.user.token });
    restError(deep, 400, 'VALIDATION_FAILED');
    expect(problemFields(deep)).toEqual(['page']);
  });

  it('is the GraphQL field search, each hit its entity from its own service', async () => {
    const data = await queryData(
      p,
      t.user.token,
      `query($q: String!) { search(q: $q, types: [event, venue], first: 5) {
        nodes { type id score event { title startsAt } venue { title place { city } upcomingEventCount } }
        pageInfo { hasNextPage endCursor limit } } }`,
      { q: '"jazz night" OR cellar' },
    );
    expect(data.search.nodes.map((n: Json) => n.type).sort()).toEqual(['event', 'venue']);
    const cellar = data.search.nodes.find((n: Json) => n.type === 'venue');
    expect(cellar.venue).toEqual({
      title: 'Jazz cellar',
      place: { city: 'Leipzig' },
      upcomingEventCount: 0,
    });
    expect(data.search.pageInfo).toMatchObject({ hasNextPage: false, limit: 5 });
    const introspection = gqlData(
      await p.graphql('{ __type(name: "Query") { fields { name } } }', {}, { token: t.user.token }),
    );
    const names = introspection.__type.fields.map((f: Json) => f.name);
    expect(names).toContain('search');
    expect(names).not.toContain('listingSearchHits');
    expect(names).not.toContain('eventSearchHits');
  });
});
