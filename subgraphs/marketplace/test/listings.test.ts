import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import {
  activeListing,
  createListing,
  getListing,
  LISTING_FIELDS,
  listingInput,
  move,
  MOVES,
  type Move,
} from './helpers';

const { p, t } = platformFixture();

const UPDATE = `mutation($id: ID!, $input: UpdateListingInput!) { updateListing(id: $id, input: $input) { ${LISTING_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteListing(id: $id) }';

describe('createListing', () => {
  it('creates a draft owned by the organizer, with the seller resolved by the identity subgraph', async () => {
    const res = await p.graphql(
      `mutation($input: CreateListingInput!) { createListing(input: $input) { ${LISTING_FIELDS} seller { id email } } }`,
      { input: listingInput({ title: '  Jazz trio  ', priceMin: 99.5, priceMax: 1200.25 }) },
      { token: t.organizer.token },
    );
    expect(res.status).toBe(200);
    expect(gqlData(res).createListing).toMatchObject({
      title: 'Jazz trio',
      status: 'draft',
      category: 'spotlight',
      sellerId: t.organizer.userId,
      seller: { id: t.organizer.userId, email: t.organizer.email },
      priceMin: 99.5,
      priceMax: 1200.25,
      currency: 'USD',
      totalViews: 0,
      totalBookings: 0,
      averageRating: null,
      publishedAt: null,
      closedAt: null,
    });
  });

  it('lets admins create and refuses the user role with 403 and anonymous callers with 401', async () => {
    expect((await createListing(p, t.admin.token)).sellerId).toBe(t.admin.userId);
    const asUser = await p.graphql(
      'mutation($input: CreateListingInput!) { createListing(input: $input) { id } }',
      { input: listingInput() },
      { token: t.user.token },
    );
    expect(codeAndStatus(asUser)).toEqual(['FORBIDDEN', 403]);
    const anonymous = await p.graphql(
      'mutation($input: CreateListingInput!) { createListing(input: $input) { id } }',
      { input: listingInput() },
    );
    expect(codeAndStatus(anonymous)).toEqual(['UNAUTHENTICATED', 401]);
  });

  it('reports every invalid field at once', async () => {
    const res = await p.graphql(
      'mutation($input: CreateListingInput!) { createListing(input: $input) { id } }',
      {
        input: listingInput({
          title: ' ',
          description: 'x'.repeat(5001),
          geoRegion: 'g'.repeat(101),
          priceMin: 10.005,
          priceMax: -1,
          currency: 'usd',
        }),
      },
      { token: t.organizer.token },
    );
    expect(codeAndStatus(res)).toEqual(['VALIDATION_FAILED', 400]);
    expect(gqlError(res)?.details).toEqual(
      expect.arrayContaining([
        { field: 'title', problem: 'must not be empty' },
        { field: 'description', problem: 'must be at most 5000 characters' },
        { field: 'geoRegion', problem: 'must be at most 100 characters' },
        { field: 'priceMin', problem: 'must have at most 2 decimal places' },
        { field: 'priceMax', problem: 'must be at least 0' },
        { field: 'currency', problem: expect.stringContaining('three upper-case letters') },
        { field: 'priceMin', problem: 'must not be greater than priceMax' },
      ]),
    );
    const nul = await p.graphql(
      'mutation($input: CreateListingInput!) { createListing(input: $input) { id } }',
      { input: listingInput({ title: 'a\u0000b' }) },
      { token: t.organizer.token },
    );
    expect(nul.status).toBe(400);
    expect(gqlError(nul)?.details).toEqual([
      { field: 'body', problem: 'must not contain NUL characters (\\u0000)' },
    ]);
  });
});

describe('listing visibility', () => {
  it('shows a draft to its owner and admins only, and an active listing to the whole tenant', async () => {
    const draft = await createListing(p, t.organizer.token);
    expect(gqlData(await getListing(p, t.organizer.token, draft.id)).listing.id).toBe(draft.id);
    expect(gqlData(await getListing(p, t.admin.token, draft.id)).listing.status).toBe('draft');
    const hidden = await getListing(p, t.user.token, draft.id);
    expect(codeAndStatus(hidden)).toEqual(['NOT_FOUND', 404]);
    await move(p, t.organizer.token, 'publish', draft.id);
    expect(gqlData(await getListing(p, t.user.token, draft.id)).listing.status).toBe('active');
  });

  it('is 404 for an unknown id, 400 for an id that is no UUID and 401 without a token', async () => {
    const unknown = await getListing(p, t.user.token, '00000000-0000-4000-8000-000000000000');
    expect(codeAndStatus(unknown)).toEqual(['NOT_FOUND', 404]);
    const malformed = await getListing(p, t.user.token, 'not-a-uuid');
    expect(codeAndStatus(malformed)).toEqual(['VALIDATION_FAILED', 400]);
    expect(gqlError(malformed)?.details).toEqual([{ field: 'id', problem: 'must be a UUID' }]);
    const anonymous = await getListing(p, undefined, '00000000-0000-4000-8000-000000000000');
    expect(codeAndStatus(anonymous)).toEqual(['UNAUTHENTICATED', 401]);
  });
});

describe('updateListing', () => {
  it('changes only the fields sent and checks prices against the stored range', async () => {
    const listing = await createListing(p, t.organizer.token, { priceMin: 100, priceMax: 500 });
    const res = await p.graphql(
      UPDATE,
      { id: listing.id, input: { title: 'Renamed', geoRegion: null, priceMax: 600 } },
      { token: t.organizer.token },
    );
    expect(gqlData(res).updateListing).toMatchObject({
      title: 'Renamed',
      geoRegion: null,
      priceMin: 100,
      priceMax: 600,
      description: listing.description,
    });
    const crossed = await p.graphql(
      UPDATE,
      { id: listing.id, input: { priceMin: 700 } },
      { token: t.organizer.token },
    );
    expect(codeAndStatus(crossed)).toEqual(['VALIDATION_FAILED', 400]);
    expect(gqlError(crossed)?.details).toEqual([
      { field: 'priceMin', problem: 'must not be greater than priceMax (600)' },
    ]);
    const nulls = await p.graphql(
      UPDATE,
      { id: listing.id, input: { title: null, currency: 'EURO' } },
      { token: t.organizer.token },
    );
    expect(gqlError(nulls)?.details).toEqual(
      expect.arrayContaining([
        { field: 'title', problem: 'must not be null' },
        { field: 'currency', problem: expect.stringContaining('three upper-case letters') },
      ]),
    );
  });

  it('leaves an empty update without effect, updatedAt included', async () => {
    const listing = await createListing(p, t.organizer.token);
    expect(
      gqlData(await p.graphql(UPDATE, { id: listing.id, input: {} }, { token: t.organizer.token }))
        .updateListing,
    ).toEqual(listing);
  });

  it('is 403 for anyone but the owner who can see the listing, admins included', async () => {
    const listing = await activeListing(p, t.organizer.token);
    for (const token of [t.user.token, t.admin.token]) {
      const res = await p.graphql(
        UPDATE,
        { id: listing.id, input: { title: 'Mine now' } },
        { token },
      );
      expect(codeAndStatus(res)).toEqual(['FORBIDDEN', 403]);
    }
  });
});

describe('moves', () => {
  it('walks draft -> active -> paused -> active -> closed and stamps publishedAt and closedAt', async () => {
    const listing = await createListing(p, t.organizer.token);
    const published = gqlData(
      await move(p, t.organizer.token, 'publish', listing.id),
    ).publishListing;
    expect(published.status).toBe('active');
    expect(published.publishedAt).toEqual(expect.any(String));
    expect(gqlData(await move(p, t.organizer.token, 'pause', listing.id)).pauseListing.status).toBe(
      'paused',
    );
    expect(
      gqlData(await move(p, t.organizer.token, 'unpause', listing.id)).unpauseListing,
    ).toMatchObject({ status: 'active', publishedAt: published.publishedAt });
    const closed = gqlData(await move(p, t.organizer.token, 'close', listing.id)).closeListing;
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
  });

  const allowed: Record<string, Move[]> = {
    draft: ['publish', 'close'],
    active: ['pause', 'close'],
    paused: ['unpause', 'close'],
    closed: [],
  };
  const reach: Record<string, Move[]> = {
    draft: [],
    active: ['publish'],
    paused: ['publish', 'pause'],
    closed: ['close'],
  };
  const refused = Object.entries(allowed).flatMap(([state, moves]) =>
    MOVES.filter((m) => !moves.includes(m)).map((m) => [state, m] as const),
  );

  it.each(refused)('refuses to %s-listing %s with 400 INVALID_STATE', async (state, name) => {
    const listing = await createListing(p, t.organizer.token);
    for (const step of reach[state]) gqlData(await move(p, t.organizer.token, step, listing.id));
    const res = await move(p, t.organizer.token, name, listing.id);
    expect(codeAndStatus(res)).toEqual(['INVALID_STATE', 400]);
    expect(res.body.errors[0].message).toBe(`Cannot ${name} a listing that is ${state}`);
  });

  it('lets exactly one of several concurrent publishes win; the others see the new state', async () => {
    const listing = await createListing(p, t.organizer.token);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => move(p, t.organizer.token, 'publish', listing.id)),
    );
    expect(results.map((res) => codeAndStatus(res)[0] ?? 'ok').sort()).toEqual([
      'INVALID_STATE',
      'INVALID_STATE',
      'INVALID_STATE',
      'INVALID_STATE',
      'ok',
    ]);
  });

  it('refuses PATCH on a closed listing and moves by anyone but the owner', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const byUser = await move(p, t.user.token, 'pause', listing.id);
    expect(codeAndStatus(byUser)).toEqual(['FORBIDDEN', 403]);
    await move(p, t.organizer.token, 'close', listing.id);
    const patch = await p.graphql(
      UPDATE,
      { id: listing.id, input: { title: 'Too late' } },
      { token: t.organizer.token },
    );
    expect(codeAndStatus(patch)).toEqual(['INVALID_STATE', 400]);
  });
});

describe('deleteListing', () => {
  it('soft-deletes from any state; afterwards every read and write is 404', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const byUser = await p.graphql(DELETE, { id: listing.id }, { token: t.user.token });
    expect(codeAndStatus(byUser)).toEqual(['FORBIDDEN', 403]);
    expect(
      gqlData(await p.graphql(DELETE, { id: listing.id }, { token: t.organizer.token }))
        .deleteListing,
    ).toBe(true);
    expect(gqlError(await getListing(p, t.organizer.token, listing.id))?.code).toBe('NOT_FOUND');
    expect(gqlError(await getListing(p, t.admin.token, listing.id))?.code).toBe('NOT_FOUND');
    expect(
      gqlError(await p.graphql(DELETE, { id: listing.id }, { token: t.organizer.token }))?.code,
    ).toBe('NOT_FOUND');
    expect(gqlError(await move(p, t.organizer.token, 'close', listing.id))?.code).toBe('NOT_FOUND');
    const row = await p.prisma.listing.findUnique({ where: { id: listing.id } });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('lanes', () => {
  it('lists the nine lanes in document order', async () => {
    const res = await p.graphql('{ lanes { id name covers } }', undefined, { token: t.user.token });
    const lanes = gqlData(res).lanes;
    expect(lanes.map((l: { id: string }) => l.id)).toEqual([
      'spotlight',
      'synapse',
      'squad',
      'meridian',
      'portico',
      'vendora',
      'poper',
      'nexus',
      'cortex',
    ]);
    expect(lanes[0]).toEqual({ id: 'spotlight', name: 'Spotlight', covers: 'artist booking' });
    expect(gqlError(await p.graphql('{ lanes { id } }'))?.code).toBe('UNAUTHENTICATED');
  });
});
