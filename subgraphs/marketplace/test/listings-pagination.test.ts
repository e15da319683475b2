import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import {
  activeListing,
  listAll,
  listPage,
  LISTING_SORT_KEYS,
  type Json,
  type ListingSortKeyName,
} from './helpers';

let initial: Json[];

const WORDS = [
  'Kilo',
  'Alpha',
  'Hotel',
  'Bravo',
  'Echo',
  'Alpha',
  'India',
  'Charlie',
  'Golf',
  'Delta',
  'Juliet',
  'Foxtrot',
];

const { p, t } = platformFixture();
beforeAll(async () => {
  initial = [];
  for (const [i, word] of WORDS.entries()) {
    // Repeated prices, titles and counters make ties that only the id can break.
    const listing = await activeListing(p, t.organizer.token, {
      title: `${word} listing`,
      priceMin: (i % 4) * 50,
      priceMax: 200 + (i % 3) * 100,
    });
    const counters = {
      totalViews: i % 5,
      totalBookings: i % 3,
      ratingCount: i % 4 ? 1 : 0,
      averageRating: i % 4 ? 1 + (i % 4) : 0,
    };
    await p.prisma.listing.update({ where: { id: listing.id }, data: counters });
    initial.push({ ...listing, ...counters });
  }
});

type Key = ListingSortKeyName;

/** The order the API promises: by the key, then by id, both in the requested direction. */
function expectedOrder(rows: Json[], key: Key, order: 'ASC' | 'DESC'): string[] {
  const value = (row: Json): string | number =>
    key === 'averageRating' ? (row.ratingCount ? row.averageRating : 0) : row[key];
  const sign = order === 'ASC' ? 1 : -1;
  return [...rows]
    .sort((x, y) => {
      const [a, b] = [value(x), value(y)];
      const byKey = a < b ? -1 : a > b ? 1 : 0;
      return sign * (byKey || (x.id < y.id ? -1 : 1));
    })
    .map((row) => row.id);
}

describe('sorting', () => {
  const keys: readonly Key[] = LISTING_SORT_KEYS;
  const cases = keys.flatMap((key) =>
    (['ASC', 'DESC'] as const).map((order) => [key, order] as const),
  );

  it.each(cases)(
    'orders by %s %s across pages of 5 without repeats or gaps',
    async (sortBy, sortOrder) => {
      const rows = await listAll(p, t.user.token, { sortBy, sortOrder, limit: 5 });
      expect(rows.map((row) => row.id)).toEqual(expectedOrder(initial, sortBy, sortOrder));
    },
  );

  it('defaults to createdAt, newest first, 20 per page', async () => {
    const connection = gqlData(await listPage(p, t.user.token, {})).listings;
    expect(connection.nodes.map((n: Json) => n.id)).toEqual(
      expectedOrder(initial, 'createdAt', 'DESC'),
    );
    expect(connection.pageInfo).toMatchObject({ hasNextPage: false, limit: 20 });
    expect(connection.edges.map((e: Json) => e.node.id)).toEqual(
      connection.nodes.map((n: Json) => n.id),
    );
    expect(connection.pageInfo.endCursor).toBe(
      connection.edges[connection.edges.length - 1].cursor,
    );
  });
});

describe('pagination while rows are inserted', () => {
  it('neither repeats nor skips rows when newer listings arrive between pages (newest first)', async () => {
    const before = gqlData(await listPage(p, t.user.token, { limit: 100 })).listings.nodes.map(
      (n: Json) => n.id,
    );
    const inserted: string[] = [];
    const rows = await listAll(p, t.user.token, { limit: 4 }, async () => {
      inserted.push((await activeListing(p, t.organizer.token, { title: 'Late arrival' })).id);
    });
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Newer rows sort before the cursor, so the walk ends exactly with the rows it started with.
    expect(ids).toEqual(before);
    expect(inserted.length).toBeGreaterThan(0);
  });

  it('shows a row inserted after the cursor exactly once and one inserted before it never', async () => {
    const before = (
      await listAll(p, t.user.token, { sortBy: 'title', sortOrder: 'ASC', limit: 100 })
    ).map((row) => row.id);
    const after: string[] = [];
    const rows = await listAll(
      p,
      t.user.token,
      { sortBy: 'title', sortOrder: 'ASC', limit: 3 },
      async (page) => {
        await activeListing(p, t.organizer.token, { title: `AAA early ${page}` });
        after.push((await activeListing(p, t.organizer.token, { title: `Zulu late ${page}` })).id);
      },
    );
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...before, ...after]);
  });
});

describe('page parameters', () => {
  it.each([0, 101, -1])('refuses limit %p with 400', async (limit) => {
    const res = await listPage(p, t.user.token, { limit });
    expect(codeAndStatus(res)).toEqual(['VALIDATION_FAILED', 400]);
    expect(gqlError(res)?.details).toEqual([
      { field: 'limit', problem: 'must be a whole number from 1 to 100' },
    ]);
  });

  it('accepts limit 1 and 100', async () => {
    expect(gqlData(await listPage(p, t.user.token, { limit: 1 })).listings.nodes).toHaveLength(1);
    expect(gqlData(await listPage(p, t.user.token, { limit: 100 })).listings.pageInfo.limit).toBe(
      100,
    );
  });

  it('refuses a malformed, tampered or foreign cursor with 400', async () => {
    const { endCursor } = gqlData(await listPage(p, t.user.token, { limit: 2 })).listings.pageInfo;
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = initial[0].id;
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'not a cursor'],
      [{}, forged(['createdAt', 'DESC', 'yesterday', id])],
      [{}, forged(['createdAt', 'DESC', 12, id])],
      [{}, forged(['createdAt', 'DESC', initial[0].createdAt, "1' OR '1'='1"])],
      [{ sortBy: 'priceMin' }, forged(['priceMin', 'DESC', 'cheap', id])],
      [{ sortBy: 'totalViews' }, forged(['totalViews', 'DESC', 1.5, id])],
      [{ sortBy: 'totalViews' }, forged(['totalViews', 'DESC', 1e20, id])],
      [{ sortBy: 'title' }, forged(['title', 'DESC', 'nul\u0000byte', id])],
    ];
    for (const [args, cursor] of bad) {
      const res = await listPage(p, t.user.token, { ...args, cursor });
      expect(codeAndStatus(res)).toEqual(['VALIDATION_FAILED', 400]);
      expect(gqlError(res)?.details).toEqual([
        { field: 'cursor', problem: 'is not a valid cursor for this query' },
      ]);
    }
    for (const args of [{ sortBy: 'title' }, { sortOrder: 'ASC' }]) {
      expect(
        codeAndStatus(await listPage(p, t.user.token, { ...args, cursor: endCursor })),
      ).toEqual(['VALIDATION_FAILED', 400]);
    }
  });

  it('treats an empty cursor as the first page', async () => {
    const first = gqlData(await listPage(p, t.user.token, { limit: 2 })).listings.nodes;
    expect(
      gqlData(await listPage(p, t.user.token, { limit: 2, cursor: '' })).listings.nodes,
    ).toEqual(first);
  });
});
