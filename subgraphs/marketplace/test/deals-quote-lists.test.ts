import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { createQuote, mutated } from './deals-helpers';
import { activeListing, createListing, type Json } from './helpers';

const { p, t } = platformFixture();

const ARG_TYPES: Record<string, string> = {
  listingId: 'ID',
  status: 'QuoteStatus',
  sortBy: 'QuoteSortKey',
  sortOrder: 'SortOrder',
  cursor: 'String',
  limit: 'Int',
};

/** One page of `quotes` (or `listingQuotes` when `listingId` is the listing's view). */
function page(token: string, args: Json, field: 'quotes' | 'listingQuotes' = 'quotes') {
  const names = Object.keys(args);
  const definitions = names.map(
    (name) =>
      `$${name}: ${ARG_TYPES[name]}${field === 'listingQuotes' && name === 'listingId' ? '!' : ''}`,
  );
  const passed = names.map((name) => `${name}: $${name}`);
  const query = `query${names.length ? `(${definitions.join(', ')})` : ''} {
    ${field}${names.length ? `(${passed.join(', ')})` : ''} { edges { cursor node { id } } nodes { id amount status validUntil responderId } pageInfo { endCursor hasNextPage limit } }
  }`;
  return p.graphql(query, args, { token });
}

async function all(
  token: string,
  args: Json,
  field: 'quotes' | 'listingQuotes' = 'quotes',
  between?: () => Promise<void>,
): Promise<Json[]> {
  const rows: Json[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const connection = gqlData(
      await page(token, { ...args, ...(cursor ? { cursor } : {}) }, field),
    )[field];
    rows.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage) return rows;
    cursor = connection.pageInfo.endCursor;
    if (between) await between();
  }
  throw new Error('pagination did not end');
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe('quotes: the caller’s quotes as responder', () => {
  let listings: Json[];
  let mine: Json[];

  beforeAll(async () => {
    listings = [await activeListing(p, t.organizer.token), await activeListing(p, t.admin.token)];
    mine = [];
    for (const [i, amount] of [120, 80, 300, 80, 150].entries()) {
      mine.push(
        await createQuote(p, t.user.token, listings[i % 2].id, {
          amount,
          validUntil: days(10 - i),
        }),
      );
    }
    // Someone else's quotes, one on the same listing: not the user's.
    await createQuote(p, t.organizer.token, listings[1].id);
    await createQuote(p, t.organizer.token, (await activeListing(p, t.admin.token)).id);
    await mutated(p, t.organizer.token, 'negotiateQuote', {
      id: mine[0].id,
      input: { amount: 130, message: 'A bit more' },
    });
    await mutated(p, t.organizer.token, 'acceptQuote', { id: mine[2].id });
    await p.prisma.quote.update({
      where: { id: mine[4].id },
      data: { validUntil: new Date(Date.now() - 1000) },
    });
  });

  it('lists only the caller’s quotes, newest first by default', async () => {
    const rows = await all(t.user.token, {});
    expect(rows.map((q) => q.id)).toEqual([...mine].reverse().map((q) => q.id));
    expect(rows.every((q) => q.responderId === t.user.userId)).toBe(true);
  });

  it('filters by listing and by the status the quotes read as, expired included', async () => {
    expect(
      (await all(t.user.token, { listingId: listings[0].id })).map((q) => q.id).sort(),
    ).toEqual([mine[0].id, mine[2].id, mine[4].id].sort());
    expect((await all(t.user.token, { status: 'pending' })).map((q) => q.id).sort()).toEqual(
      [mine[1].id, mine[3].id].sort(),
    );
    expect((await all(t.user.token, { status: 'negotiating' })).map((q) => q.id)).toEqual([
      mine[0].id,
    ]);
    expect((await all(t.user.token, { status: 'accepted' })).map((q) => q.id)).toEqual([
      mine[2].id,
    ]);
    expect(await all(t.user.token, { status: 'expired' })).toEqual([
      expect.objectContaining({ id: mine[4].id, status: 'expired' }),
    ]);
    expect(await all(t.user.token, { status: 'withdrawn' })).toEqual([]);
  });

  it('sorts by amount, validUntil and status in both directions, ties broken by id', async () => {
    const byAmount = await all(t.user.token, { sortBy: 'amount', sortOrder: 'ASC', limit: 2 });
    expect(byAmount.map((q) => q.amount)).toEqual([80, 80, 130, 150, 300]);
    const tied = byAmount.slice(0, 2).map((q) => q.id);
    expect(tied).toEqual([...tied].sort());
    const byValidity = await all(t.user.token, {
      sortBy: 'validUntil',
      sortOrder: 'DESC',
      limit: 3,
    });
    expect(byValidity.map((q) => q.id)).toEqual(mine.map((q) => q.id));
    const byStatus = await all(t.user.token, { sortBy: 'status', sortOrder: 'ASC', limit: 1 });
    expect(byStatus.map((q) => q.status)).toEqual([
      'accepted',
      'expired',
      'negotiating',
      'pending',
      'pending',
    ]);
  });

  it('neither repeats nor skips quotes inserted between pages', async () => {
    const added: string[] = [];
    const rows = await all(
      t.user.token,
      { sortBy: 'createdAt', sortOrder: 'ASC', limit: 2 },
      'quotes',
      async () => {
        added.push((await createQuote(p, t.user.token, listings[0].id)).id);
      },
    );
    const ids = rows.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...mine.map((q) => q.id), ...added]));
  });

  it('answers 400 with details for bad arguments and cursors', async () => {
    expect(gqlError(await page(t.user.token, { listingId: 'x' }))?.details).toEqual([
      { field: 'listingId', problem: 'must be a UUID' },
    ]);
    expect(gqlError(await page(t.user.token, { limit: 101 }))?.details).toEqual([
      { field: 'limit', problem: 'must be a whole number from 1 to 100' },
    ]);
    expect(codeAndStatus(await page(t.user.token, { cursor: 'garbage' }))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    const first = gqlData(await page(t.user.token, { sortBy: 'amount', limit: 1 })).quotes.pageInfo
      .endCursor;
    const reused = await page(t.user.token, { sortBy: 'validUntil', cursor: first });
    expect(gqlError(reused)?.details).toEqual([
      { field: 'cursor', problem: 'is not a valid cursor for this query' },
    ]);
    const tampered = Buffer.from(
      JSON.stringify(['amount', 'DESC', '1; DROP TABLE x', mine[0].id]),
    ).toString('base64url');
    expect(codeAndStatus(await page(t.user.token, { sortBy: 'amount', cursor: tampered }))).toEqual(
      ['VALIDATION_FAILED', 400],
    );
    const badStatus = Buffer.from(
      JSON.stringify(['status', 'DESC', "x' OR 1=1", mine[0].id]),
    ).toString('base64url');
    expect(
      codeAndStatus(await page(t.user.token, { sortBy: 'status', cursor: badStatus })),
    ).toEqual(['VALIDATION_FAILED', 400]);
  });
});

describe('listingQuotes: the seller’s view of one listing', () => {
  it('shows the seller every quote on the listing, filtered by status', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const fromUser = await createQuote(p, t.user.token, listing.id);
    const fromAdmin = await createQuote(p, t.admin.token, listing.id);
    await createQuote(p, t.user.token, (await activeListing(p, t.organizer.token)).id);
    const rows = await all(t.organizer.token, { listingId: listing.id }, 'listingQuotes');
    expect(rows.map((q) => q.id)).toEqual([fromAdmin.id, fromUser.id]);
    await mutated(p, t.organizer.token, 'rejectQuote', { id: fromUser.id });
    const pending = await all(
      t.organizer.token,
      { listingId: listing.id, status: 'pending' },
      'listingQuotes',
    );
    expect(pending.map((q) => q.id)).toEqual([fromAdmin.id]);
  });

  it('is 403 for anyone else who can see the listing, 404 for a listing they cannot see, 400 for a bad id', async () => {
    const listing = await activeListing(p, t.organizer.token);
    for (const session of [t.user, t.admin]) {
      expect(
        codeAndStatus(await page(session.token, { listingId: listing.id }, 'listingQuotes')),
      ).toEqual(['FORBIDDEN', 403]);
    }
    const draft = await createListing(p, t.organizer.token);
    expect(
      codeAndStatus(await page(t.user.token, { listingId: draft.id }, 'listingQuotes')),
    ).toEqual(['NOT_FOUND', 404]);
    expect(
      gqlData(await page(t.organizer.token, { listingId: draft.id }, 'listingQuotes')).listingQuotes
        .nodes,
    ).toEqual([]);
    const bad = await page(t.organizer.token, { listingId: 'nope' }, 'listingQuotes');
    expect(gqlError(bad)?.details).toEqual([{ field: 'listingId', problem: 'must be a UUID' }]);
  });
});
