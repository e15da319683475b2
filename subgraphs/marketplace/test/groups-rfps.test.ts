import {
  codeAndStatus,
  problemFields,
  queryData,
  restData,
  restError,
} from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { addSeller, inDays, listingIn, rest } from './groups-helpers';
import type { Json } from './helpers';

const { p, t } = platformFixture();

const RFP =
  'id buyerId title description category geoRegion budgetMin budgetMax currency deadline status createdAt updatedAt closedAt cancelledAt';
const CREATE = `mutation($input: CreateRfpInput!) { createRfp(input: $input) { ${RFP} } }`;

function rfpInput(overrides: Json = {}): Json {
  return {
    title: 'Jazz trio for a gala',
    description: 'Three hours',
    category: 'spotlight',
    geoRegion: 'Berlin',
    budgetMin: 200,
    budgetMax: 800,
    deadline: inDays(14),
    ...overrides,
  };
}

const setPreferences = (token: string, input: Json) =>
  queryData(
    p,
    token,
    'mutation($input: SellerPreferencesInput!) { setSellerPreferences(input: $input) { sellerId } }',
    { input },
  );

describe('RFP lifecycle', () => {
  it('creates, reads, lists, updates, closes and cancels over GraphQL', async () => {
    const created = (
      await queryData(p, t.user.token, CREATE, { input: rfpInput({ geoRegion: ' ' }) })
    ).createRfp;
    expect(created).toMatchObject({
      buyerId: t.user.userId,
      status: 'open',
      currency: 'USD',
      geoRegion: null,
      budgetMin: 200,
      closedAt: null,
    });
    expect(
      (
        await queryData(
          p,
          t.user.token,
          `query($id: ID!) { rfp(id: $id) { ${RFP} buyer { id } } }`,
          {
            id: created.id,
          },
        )
      ).rfp,
    ).toEqual({ ...created, buyer: { id: t.user.userId } });
    const updated = (
      await queryData(
        p,
        t.user.token,
        `mutation($id: ID!, $input: UpdateRfpInput!) { updateRfp(id: $id, input: $input) { ${RFP} } }`,
        {
          id: created.id,
          input: { budgetMax: 900, title: 'Jazz quartet', geoRegion: 'Hamburg' },
        },
      )
    ).updateRfp;
    expect(updated).toMatchObject({
      budgetMax: 900,
      title: 'Jazz quartet',
      geoRegion: 'Hamburg',
      category: 'spotlight',
    });
    const tooLow = await p.graphql(
      `mutation($id: ID!, $input: UpdateRfpInput!) { updateRfp(id: $id, input: $input) { id } }`,
      { id: created.id, input: { budgetMax: 100 } },
      { token: t.user.token },
    );
    expect(tooLow.body.errors[0].extensions.details).toEqual([
      { field: 'budgetMax', problem: 'must not be less than budgetMin (200)' },
    ]);
    const closed = (
      await queryData(p, t.user.token, `mutation($id: ID!) { closeRfp(id: $id) { ${RFP} } }`, {
        id: created.id,
      })
    ).closeRfp;
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect(
      codeAndStatus(
        await p.graphql(
          'mutation($id: ID!) { cancelRfp(id: $id) { id } }',
          { id: created.id },
          { token: t.user.token },
        ),
      ),
    ).toEqual(['INVALID_STATE', 400]);
    expect(
      codeAndStatus(
        await p.graphql(
          'mutation($id: ID!, $i: UpdateRfpInput!) { updateRfp(id: $id, input: $i) { id } }',
          { id: created.id, i: { title: 'x' } },
          { token: t.user.token },
        ),
      ),
    ).toEqual(['INVALID_STATE', 400]);
    const other = (await queryData(p, t.user.token, CREATE, { input: rfpInput() })).createRfp;
    expect(
      (
        await queryData(
          p,
          t.user.token,
          'mutation($id: ID!) { cancelRfp(id: $id) { status cancelledAt } }',
          { id: other.id },
        )
      ).cancelRfp,
    ).toMatchObject({ status: 'cancelled' });
  });

  it('reads an open RFP past its deadline as expired: no changes, no cancel, but close', async () => {
    const rfp = (await queryData(p, t.user.token, CREATE, { input: rfpInput() })).createRfp;
    await p.prisma.rfp.update({
      where: { id: rfp.id },
      data: { deadline: new Date(Date.now() - 1000) },
    });
    expect(
      (
        await queryData(p, t.user.token, 'query($id: ID!) { rfp(id: $id) { status } }', {
          id: rfp.id,
        })
      ).rfp.status,
    ).toBe('expired');
    const expired = (
      await queryData(p, t.user.token, 'query { rfps(status: expired) { nodes { id status } } }')
    ).rfps.nodes;
    expect(expired).toEqual([{ id: rfp.id, status: 'expired' }]);
    expect(
      (
        await queryData(p, t.user.token, 'query { rfps(status: open) { nodes { id } } }')
      ).rfps.nodes.map((n: Json) => n.id),
    ).not.toContain(rfp.id);
    const cancel = await p.graphql(
      'mutation($id: ID!) { cancelRfp(id: $id) { id } }',
      { id: rfp.id },
      { token: t.user.token },
    );
    expect(cancel.body.errors[0]).toMatchObject({
      message: 'Cannot cancel a request for proposal that is expired',
      extensions: { code: 'INVALID_STATE' },
    });
    expect(
      (
        await queryData(p, t.user.token, 'mutation($id: ID!) { closeRfp(id: $id) { status } }', {
          id: rfp.id,
        })
      ).closeRfp.status,
    ).toBe('closed');
  });

  it('validates every field at once', async () => {
    const res = await p.graphql(
      CREATE,
      {
        input: rfpInput({
          title: '',
          budgetMin: 900,
          budgetMax: 800.001,
          currency: 'usd',
          deadline: inDays(-1),
        }),
      },
      { token: t.user.token },
    );
    expect(problemFields(res)).toEqual(['budgetMax', 'budgetMin', 'currency', 'deadline', 'title']);
    const far = await p.graphql(
      CREATE,
      { input: rfpInput({ deadline: inDays(400) }) },
      { token: t.user.token },
    );
    expect(problemFields(far)).toEqual(['deadline']);
    restError(
      await rest(p, 'POST', '/rfps', t.user.token, rfpInput({ category: 'moon' })),
      400,
      'VALIDATION_FAILED',
    );
    restError(await rest(p, 'GET', '/rfps?status=pending', t.user.token), 400, 'VALIDATION_FAILED');
  });

  it('serves the REST paths with their statuses', async () => {
    const rfp = restData(await rest(p, 'POST', '/rfps', t.user.token, rfpInput()), 201, t);
    expect(restData(await rest(p, 'GET', `/rfps/${rfp.id}`, t.user.token), 200)).toEqual(rfp);
    const mine = await rest(p, 'GET', '/rfps?status=open&category=spotlight&limit=1', t.user.token);
    expect(restData(mine, 200).map((r: Json) => r.id)).toEqual([rfp.id]);
    expect(mine.body.page).toMatchObject({ limit: 1 });
    expect(
      restData(await rest(p, 'PATCH', `/rfps/${rfp.id}`, t.user.token, { description: null }), 200)
        .description,
    ).toBe('');
    restError(
      await rest(p, 'PATCH', `/rfps/${rfp.id}`, t.organizer.token, { title: 'x' }),
      404,
      'NOT_FOUND',
    );
    restError(await rest(p, 'POST', `/rfps/${rfp.id}/close`, t.admin.token), 403, 'FORBIDDEN');
    expect(
      restData(await rest(p, 'POST', `/rfps/${rfp.id}/cancel`, t.user.token), 200).status,
    ).toBe('cancelled');
    restError(await rest(p, 'POST', `/rfps/${rfp.id}/close`, t.user.token), 400, 'INVALID_STATE');
    restError(await rest(p, 'GET', '/rfps'), 401, 'UNAUTHENTICATED');
    // Admins see the tenant's RFPs.
    expect(
      restData(await rest(p, 'GET', `/rfps?limit=100`, t.admin.token), 200).map((r: Json) => r.id),
    ).toContain(rfp.id);
  });
});

describe('RFP matching', () => {
  it('ranks matching sellers by the documented score in one list, best first', async () => {
    const m = await p.newTenant();
    const a = await addSeller(p, m, 'alpha');
    const alpha = await listingIn(p, a.token, 'spotlight', {
      priceMin: 100,
      priceMax: 500,
      geoRegion: 'Berlin',
    });
    await p.prisma.listing.update({
      where: { id: alpha.id },
      data: { ratingCount: 2, averageRating: 4.5 },
    });
    const b = await addSeller(p, m, 'bravo');
    const bravo = await listingIn(p, b.token, 'spotlight', {
      priceMin: 2000,
      priceMax: 3000,
      geoRegion: 'Paris',
    });
    await listingIn(p, b.token, 'synapse');
    await setPreferences(b.token, { regions: ['BERLIN'] });
    const h = await addSeller(p, m, 'hotel');
    const hotel = await listingIn(p, h.token, 'spotlight', {
      priceMin: 50,
      priceMax: 100,
      geoRegion: null,
    });
    for (const [name, prefs] of [
      ['closed', { acceptingRfps: false }],
      ['rich', { minBudget: 10_000 }],
      ['elsewhere', { lanes: ['cortex'] }],
    ] as const) {
      const seller = await addSeller(p, m, name);
      await listingIn(p, seller.token, 'spotlight');
      await setPreferences(seller.token, prefs);
    }
    const synapseOnly = await addSeller(p, m, 'synapse');
    await listingIn(p, synapseOnly.token, 'synapse');
    const draftOnly = await addSeller(p, m, 'draft');
    await listingIn(p, draftOnly.token, 'spotlight', { draft: true });
    // The buyer's own listing in the lane never matches their own RFP.
    await listingIn(p, m.organizer.token, 'spotlight');

    const rfp = restData(await rest(p, 'POST', '/rfps', m.organizer.token, rfpInput()), 201);
    const matches = restData(
      await rest(p, 'GET', `/rfps/${rfp.id}/matches`, m.organizer.token),
      200,
    );
    expect(matches).toEqual([
      {
        sellerId: a.userId,
        score: 98,
        laneScore: 30,
        priceFitScore: 30,
        regionScore: 20,
        ratingScore: 18,
        laneListings: 1,
        averageRating: 4.5,
        bestListingId: alpha.id,
      },
      {
        sellerId: h.userId,
        score: 62.5,
        laneScore: 30,
        priceFitScore: 22.5,
        regionScore: 0,
        ratingScore: 10,
        laneListings: 1,
        averageRating: null,
        bestListingId: hotel.id,
      },
      {
        sellerId: b.userId,
        score: 57,
        laneScore: 15,
        priceFitScore: 12,
        regionScore: 20,
        ratingScore: 10,
        laneListings: 1,
        averageRating: null,
        bestListingId: bravo.id,
      },
    ]);
    const first = await rest(p, 'GET', `/rfps/${rfp.id}/matches?limit=2`, m.organizer.token);
    const rest2 = await rest(
      p,
      'GET',
      `/rfps/${rfp.id}/matches?limit=2&cursor=${first.body.page.next_cursor}`,
      m.organizer.token,
    );
    expect([...restData(first, 200), ...restData(rest2, 200)].map((x: Json) => x.sellerId)).toEqual(
      [a.userId, h.userId, b.userId],
    );
    expect(rest2.body.page.has_more).toBe(false);
    const viaGraphql = (
      await queryData(
        p,
        m.organizer.token,
        'query($id: ID!) { rfpMatches(id: $id, limit: 1) { nodes { seller { id } bestListing { id title } } } }',
        { id: rfp.id },
      )
    ).rfpMatches;
    expect(viaGraphql.nodes).toEqual([
      { seller: { id: a.userId }, bestListing: { id: alpha.id, title: alpha.title } },
    ]);
    restError(await rest(p, 'GET', `/rfps/${rfp.id}/matches`, a.token), 403, 'FORBIDDEN');
    restError(
      await rest(p, 'GET', `/rfps/${rfp.id}/matches?cursor=abc`, m.organizer.token),
      400,
      'VALIDATION_FAILED',
    );

    // Matching sellers see it in their inbox and by id; the others do not even learn it exists.
    for (const seller of [a, b, h]) {
      expect(
        restData(await rest(p, 'GET', '/rfps/for-me', seller.token), 200).map((r: Json) => r.id),
      ).toEqual([rfp.id]);
      expect(restData(await rest(p, 'GET', `/rfps/${rfp.id}`, seller.token), 200).id).toBe(rfp.id);
    }
    for (const seller of [synapseOnly, draftOnly]) {
      expect(restData(await rest(p, 'GET', '/rfps/for-me', seller.token), 200)).toEqual([]);
      restError(await rest(p, 'GET', `/rfps/${rfp.id}`, seller.token), 404, 'NOT_FOUND');
    }
    expect(restData(await rest(p, 'GET', '/rfps/for-me?category=synapse', a.token), 200)).toEqual(
      [],
    );
    const other = await p.newTenant();
    restError(await rest(p, 'GET', `/rfps/${rfp.id}`, other.admin.token), 404, 'NOT_FOUND');
    restError(
      await rest(p, 'GET', `/rfps/${rfp.id}/matches`, other.organizer.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/close`, other.organizer.token),
      404,
      'NOT_FOUND',
    );
  });
});

describe('RFP answers', () => {
  it('lets a matching seller answer once, with a quote for the buyer; the buyer sees all answers', async () => {
    const s1 = await addSeller(p, t, 'answer1');
    const s2 = await addSeller(p, t, 'answer2');
    const l1 = await listingIn(p, s1.token, 'meridian', { priceMin: 100, priceMax: 900 });
    const l2 = await listingIn(p, s2.token, 'meridian');
    const wrongLane = await listingIn(p, s1.token, 'portico');
    const rfp = restData(
      await rest(p, 'POST', '/rfps', t.user.token, rfpInput({ category: 'meridian' })),
      201,
    );
    const invalid = restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, s1.token, {
        listingId: wrongLane.id,
        amount: 0,
        message: 'x'.repeat(2001),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details.map((d: Json) => d.field).sort()).toEqual([
      'amount',
      'listingId',
      'message',
    ]);
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, s1.token, { listingId: l2.id, amount: 10 }),
      403,
      'FORBIDDEN',
    );
    const answer = restData(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, s1.token, {
        listingId: l1.id,
        amount: 450,
        message: ' We can do it ',
      }),
      201,
      t,
    );
    expect(answer).toMatchObject({
      rfpId: rfp.id,
      sellerId: s1.userId,
      listingId: l1.id,
      amount: 450,
      message: 'We can do it',
      quoteId: expect.any(String),
    });
    const quote = await p.prisma.quote.findUniqueOrThrow({ where: { id: answer.quoteId } });
    expect(quote).toMatchObject({
      listingId: l1.id,
      responderId: t.user.userId,
      sellerId: s1.userId,
      status: 'pending',
      message: 'We can do it',
    });
    expect(quote.amount.toNumber()).toBe(450);
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, s1.token, { listingId: l1.id, amount: 400 }),
      409,
      'CONFLICT',
    );
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, t.user.token, {
        listingId: l1.id,
        amount: 400,
      }),
      403,
      'FORBIDDEN',
    );
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, t.organizer.token, {
        listingId: l1.id,
        amount: 400,
      }),
      404,
      'NOT_FOUND',
    );
    const second = (
      await queryData(
        p,
        s2.token,
        'mutation($id: ID!, $input: AnswerRfpInput!) { answerRfp(rfpId: $id, input: $input) { id rfp { id status } listing { id } seller { id } } }',
        {
          id: rfp.id,
          input: { listingId: l2.id, amount: 300 },
        },
      )
    ).answerRfp;
    expect(second).toMatchObject({
      rfp: { id: rfp.id, status: 'open' },
      listing: { id: l2.id },
      seller: { id: s2.userId },
    });

    expect(
      restData(await rest(p, 'GET', `/rfps/${rfp.id}/answers`, t.user.token), 200).map(
        (x: Json) => x.sellerId,
      ),
    ).toEqual([s1.userId, s2.userId]);
    expect(
      restData(await rest(p, 'GET', `/rfps/${rfp.id}/answers`, s2.token), 200).map(
        (x: Json) => x.id,
      ),
    ).toEqual([second.id]);
    restError(await rest(p, 'GET', `/rfps/${rfp.id}/answers`, t.organizer.token), 404, 'NOT_FOUND');

    // After the close: answering is over, those who answered still see the RFP.
    restData(await rest(p, 'POST', `/rfps/${rfp.id}/close`, t.user.token), 200);
    const s3 = await addSeller(p, t, 'answer3');
    const l3 = await listingIn(p, s3.token, 'meridian');
    restError(await rest(p, 'GET', `/rfps/${rfp.id}`, s3.token), 404, 'NOT_FOUND');
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, s3.token, { listingId: l3.id, amount: 10 }),
      404,
      'NOT_FOUND',
    );
    expect(restData(await rest(p, 'GET', `/rfps/${rfp.id}`, s1.token), 200).status).toBe('closed');
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, s1.token, { listingId: l1.id, amount: 10 }),
      400,
      'INVALID_STATE',
    );
    const other = await p.newTenant();
    restError(await rest(p, 'GET', `/rfps/${rfp.id}/answers`, other.admin.token), 404, 'NOT_FOUND');
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, other.organizer.token, {
        listingId: l1.id,
        amount: 10,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses answers with a paused listing and from sellers who stopped accepting RFPs', async () => {
    const seller = await addSeller(p, t, 'pauser');
    const listing = await listingIn(p, seller.token, 'squad');
    const spare = await listingIn(p, seller.token, 'squad');
    const rfp = restData(
      await rest(p, 'POST', '/rfps', t.user.token, rfpInput({ category: 'squad' })),
      201,
    );
    await queryData(p, seller.token, 'mutation($id: ID!) { pauseListing(id: $id) { id } }', {
      id: listing.id,
    });
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, seller.token, {
        listingId: listing.id,
        amount: 10,
      }),
      400,
      'INVALID_STATE',
    );
    await setPreferences(seller.token, { acceptingRfps: false });
    restError(
      await rest(p, 'POST', `/rfps/${rfp.id}/answers`, seller.token, {
        listingId: spare.id,
        amount: 10,
      }),
      404,
      'NOT_FOUND',
    );
    expect(restData(await rest(p, 'GET', '/rfps/for-me', seller.token), 200)).toEqual([]);
  });
});
