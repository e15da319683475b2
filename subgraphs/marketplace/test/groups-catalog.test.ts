import {
  codeAndStatus,
  problemFields,
  queryData,
  restData,
  restError,
} from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { listingIn, rest } from './groups-helpers';
import type { Json } from './helpers';

const { p, t } = platformFixture();

const TIER =
  'id listingId sellerId name description price deliverables deliveryDays createdAt updatedAt';
const PACKAGE =
  'id listingId sellerId name description level price benefits slotsAvailable createdAt updatedAt';
const PREFERENCES =
  'sellerId lanes regions minBudget acceptingRfps updatedAt notifications { newRfps quoteUpdates orderUpdates slotBookings weeklyDigest }';

describe('service tiers', () => {
  it('runs the whole lifecycle over GraphQL on a listing of any lane, oldest first', async () => {
    const listing = await listingIn(p, t.organizer.token, 'synapse');
    const create = `mutation($input: CreateServiceTierInput!) { createServiceTier(input: $input) { ${TIER} listing { id } } }`;
    const basic = (
      await queryData(p, t.organizer.token, create, {
        input: {
          listingId: listing.id,
          name: ' Basic ',
          price: 100,
          deliverables: [' Logo ', 'Two revisions'],
          deliveryDays: 7,
        },
      })
    ).createServiceTier;
    expect(basic).toMatchObject({
      name: 'Basic',
      price: 100,
      deliverables: ['Logo', 'Two revisions'],
      deliveryDays: 7,
      description: '',
      sellerId: t.organizer.userId,
      listing: { id: listing.id },
    });
    const premium = (
      await queryData(p, t.organizer.token, create, {
        input: { listingId: listing.id, name: 'Premium', price: 500.5, deliveryDays: 3 },
      })
    ).createServiceTier;
    const list = (
      await queryData(
        p,
        t.user.token,
        `query($l: ID!) { serviceTiers(listingId: $l) { nodes { id } } }`,
        { l: listing.id },
      )
    ).serviceTiers;
    expect(list.nodes.map((n: Json) => n.id)).toEqual([basic.id, premium.id]);
    const updated = (
      await queryData(
        p,
        t.organizer.token,
        `mutation($id: ID!, $input: UpdateServiceTierInput!) { updateServiceTier(id: $id, input: $input) { ${TIER} } }`,
        {
          id: basic.id,
          input: { deliverables: [], description: 'Starter' },
        },
      )
    ).updateServiceTier;
    expect(updated).toMatchObject({ deliverables: [], description: 'Starter', name: 'Basic' });
    expect(
      (
        await queryData(
          p,
          t.organizer.token,
          `query($id: ID!) { serviceTier(id: $id) { ${TIER} } }`,
          {
            id: basic.id,
          },
        )
      ).serviceTier,
    ).toEqual(updated);
    expect(
      (
        await queryData(p, t.organizer.token, 'mutation($id: ID!) { deleteServiceTier(id: $id) }', {
          id: basic.id,
        })
      ).deleteServiceTier,
    ).toBe(true);
    expect(
      codeAndStatus(
        await p.graphql(
          'query($id: ID!) { serviceTier(id: $id) { id } }',
          { id: basic.id },
          { token: t.organizer.token },
        ),
      ),
    ).toEqual(['NOT_FOUND', 404]);
  });

  it('answers REST 201/200/204, 409 for a taken name, 400 with details and 403 for others', async () => {
    const listing = await listingIn(p, t.organizer.token, 'squad');
    const tier = restData(
      await rest(p, 'POST', '/service-tiers', t.organizer.token, {
        listingId: listing.id,
        name: 'Gold',
        price: 10,
        deliveryDays: 1,
      }),
      201,
      t,
    );
    restError(
      await rest(p, 'POST', '/service-tiers', t.organizer.token, {
        listingId: listing.id,
        name: 'GOLD',
        price: 10,
        deliveryDays: 1,
      }),
      409,
      'CONFLICT',
    );
    const other = restData(
      await rest(p, 'POST', '/service-tiers', t.organizer.token, {
        listingId: listing.id,
        name: 'Silver',
        price: 5,
        deliveryDays: 2,
      }),
      201,
    );
    restError(
      await rest(p, 'PATCH', `/service-tiers/${other.id}`, t.organizer.token, { name: 'gold' }),
      409,
      'CONFLICT',
    );
    const invalid = restError(
      await rest(p, 'POST', '/service-tiers', t.organizer.token, {
        listingId: listing.id,
        name: '',
        price: -5,
        deliveryDays: 0,
        deliverables: ['ok', ' ', 'x'.repeat(201)],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details.map((d: Json) => d.field).sort()).toEqual([
      'deliverables.1',
      'deliverables.2',
      'deliveryDays',
      'name',
      'price',
    ]);
    restError(
      await rest(p, 'POST', '/service-tiers', t.user.token, {
        listingId: listing.id,
        name: 'Mine',
        price: 1,
        deliveryDays: 1,
      }),
      403,
      'FORBIDDEN',
    );
    restError(
      await rest(p, 'PATCH', `/service-tiers/${tier.id}`, t.user.token, { price: 1 }),
      403,
      'FORBIDDEN',
    );
    restError(
      await rest(p, 'DELETE', `/service-tiers/${tier.id}`, t.admin.token),
      403,
      'FORBIDDEN',
    );
    const page = await rest(
      p,
      'GET',
      `/listings/${listing.id}/service-tiers?limit=1`,
      t.user.token,
    );
    expect(restData(page, 200).map((x: Json) => x.id)).toEqual([tier.id]);
    const next = await rest(
      p,
      'GET',
      `/listings/${listing.id}/service-tiers?limit=1&cursor=${page.body.page.next_cursor}`,
      t.user.token,
    );
    expect(restData(next, 200).map((x: Json) => x.id)).toEqual([other.id]);
    expect(
      restData(
        await rest(p, 'PATCH', `/service-tiers/${tier.id}`, t.organizer.token, { price: 12.5 }),
        200,
      ).price,
    ).toBe(12.5);
    expect(
      restData(await rest(p, 'GET', `/service-tiers/${tier.id}`, t.user.token), 200).price,
    ).toBe(12.5);
    restData(await rest(p, 'DELETE', `/service-tiers/${tier.id}`, t.organizer.token), 204);
    restError(
      await rest(p, 'DELETE', `/service-tiers/${tier.id}`, t.organizer.token),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps tiers of drafts and of other tenants out of sight (404)', async () => {
    const draft = await listingIn(p, t.organizer.token, 'spotlight', { draft: true });
    const tier = restData(
      await rest(p, 'POST', '/service-tiers', t.organizer.token, {
        listingId: draft.id,
        name: 'Draft tier',
        price: 1,
        deliveryDays: 1,
      }),
      201,
    );
    restError(await rest(p, 'GET', `/service-tiers/${tier.id}`, t.user.token), 404, 'NOT_FOUND');
    const other = await p.newTenant();
    restError(
      await rest(p, 'GET', `/service-tiers/${tier.id}`, other.admin.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'PATCH', `/service-tiers/${tier.id}`, other.organizer.token, { price: 2 }),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'GET', `/listings/${draft.id}/service-tiers`, other.admin.token),
      404,
      'NOT_FOUND',
    );
  });
});

describe('sponsorship packages', () => {
  it('runs the lifecycle on nexus listings only, with level filter', async () => {
    const nexus = await listingIn(p, t.organizer.token, 'nexus');
    const create = `mutation($input: CreateSponsorshipPackageInput!) { createSponsorshipPackage(input: $input) { ${PACKAGE} } }`;
    const gold = (
      await queryData(p, t.organizer.token, create, {
        input: {
          listingId: nexus.id,
          name: 'Gold partner',
          level: 'gold',
          price: 5000,
          benefits: ['Logo on stage', 'Booth'],
          slotsAvailable: 3,
        },
      })
    ).createSponsorshipPackage;
    expect(gold).toMatchObject({
      level: 'gold',
      benefits: ['Logo on stage', 'Booth'],
      slotsAvailable: 3,
      price: 5000,
    });
    await queryData(p, t.organizer.token, create, {
      input: {
        listingId: nexus.id,
        name: 'Bronze',
        level: 'bronze',
        price: 500,
        slotsAvailable: 0,
      },
    });
    const golds = (
      await queryData(
        p,
        t.user.token,
        'query($l: ID!) { sponsorshipPackages(listingId: $l, level: gold) { nodes { id } } }',
        { l: nexus.id },
      )
    ).sponsorshipPackages;
    expect(golds.nodes).toEqual([{ id: gold.id }]);
    const vendora = await listingIn(p, t.organizer.token, 'vendora');
    const wrongLane = await p.graphql(
      create,
      {
        input: { listingId: vendora.id, name: 'X', level: 'silver', price: 1, slotsAvailable: -1 },
      },
      { token: t.organizer.token },
    );
    expect(problemFields(wrongLane)).toEqual(['listingId', 'slotsAvailable']);
    const updated = (
      await queryData(
        p,
        t.organizer.token,
        `mutation($id: ID!, $input: UpdateSponsorshipPackageInput!) { updateSponsorshipPackage(id: $id, input: $input) { ${PACKAGE} } }`,
        {
          id: gold.id,
          input: { level: 'platinum', slotsAvailable: 2 },
        },
      )
    ).updateSponsorshipPackage;
    expect(updated).toMatchObject({ level: 'platinum', slotsAvailable: 2, name: 'Gold partner' });
    expect(
      (
        await queryData(
          p,
          t.organizer.token,
          'mutation($id: ID!) { deleteSponsorshipPackage(id: $id) }',
          { id: gold.id },
        )
      ).deleteSponsorshipPackage,
    ).toBe(true);
  });

  it('answers REST statuses, owner checks and tenant isolation', async () => {
    const nexus = await listingIn(p, t.organizer.token, 'nexus');
    const body = {
      listingId: nexus.id,
      name: 'Silver',
      level: 'silver',
      price: 100,
      slotsAvailable: 5,
    };
    const pack = restData(
      await rest(p, 'POST', '/sponsorship-packages', t.organizer.token, body),
      201,
      t,
    );
    restError(
      await rest(p, 'POST', '/sponsorship-packages', t.organizer.token, {
        ...body,
        name: 'silver',
      }),
      409,
      'CONFLICT',
    );
    restError(
      await rest(p, 'POST', '/sponsorship-packages', t.organizer.token, {
        ...body,
        level: 'diamond',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(
      restData(await rest(p, 'GET', `/sponsorship-packages/${pack.id}`, t.user.token), 200),
    ).toEqual(pack);
    expect(
      restData(
        await rest(
          p,
          'GET',
          `/listings/${nexus.id}/sponsorship-packages?level=silver`,
          t.user.token,
        ),
        200,
      ),
    ).toEqual([pack]);
    restError(
      await rest(p, 'PATCH', `/sponsorship-packages/${pack.id}`, t.user.token, { price: 1 }),
      403,
      'FORBIDDEN',
    );
    expect(
      restData(
        await rest(p, 'PATCH', `/sponsorship-packages/${pack.id}`, t.organizer.token, {
          benefits: ['Banner'],
        }),
        200,
      ).benefits,
    ).toEqual(['Banner']);
    const other = await p.newTenant();
    restError(
      await rest(p, 'GET', `/sponsorship-packages/${pack.id}`, other.admin.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'DELETE', `/sponsorship-packages/${pack.id}`, other.organizer.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'DELETE', `/sponsorship-packages/${pack.id}`, t.user.token),
      403,
      'FORBIDDEN',
    );
    restData(await rest(p, 'DELETE', `/sponsorship-packages/${pack.id}`, t.organizer.token), 204);
    restError(
      await rest(p, 'GET', `/sponsorship-packages/${pack.id}`, t.organizer.token),
      404,
      'NOT_FOUND',
    );
  });
});

describe('seller preferences', () => {
  it('answers the defaults until saved, then upserts per field (GraphQL)', async () => {
    const defaults = (
      await queryData(p, t.organizer.token, `{ sellerPreferences { ${PREFERENCES} } }`)
    ).sellerPreferences;
    expect(defaults).toEqual({
      sellerId: t.organizer.userId,
      lanes: [],
      regions: [],
      minBudget: null,
      acceptingRfps: true,
      updatedAt: null,
      notifications: {
        newRfps: true,
        quoteUpdates: true,
        orderUpdates: true,
        slotBookings: true,
        weeklyDigest: false,
      },
    });
    const set = `mutation($input: SellerPreferencesInput!) { setSellerPreferences(input: $input) { ${PREFERENCES} } }`;
    const saved = (
      await queryData(p, t.organizer.token, set, {
        input: {
          lanes: ['poper', 'poper', 'nexus'],
          regions: ['Berlin', ' berlin ', 'Paris'],
          minBudget: 250,
          notifications: { weeklyDigest: true },
        },
      })
    ).setSellerPreferences;
    expect(saved).toMatchObject({
      lanes: ['poper', 'nexus'],
      regions: ['Berlin', 'Paris'],
      minBudget: 250,
      acceptingRfps: true,
      updatedAt: expect.any(String),
    });
    expect(saved.notifications).toMatchObject({ weeklyDigest: true, newRfps: true });
    const again = (
      await queryData(p, t.organizer.token, set, {
        input: { acceptingRfps: false, minBudget: null, notifications: { newRfps: false } },
      })
    ).setSellerPreferences;
    expect(again).toMatchObject({
      lanes: ['poper', 'nexus'],
      minBudget: null,
      acceptingRfps: false,
      notifications: { newRfps: false, weeklyDigest: true },
    });
    const invalid = await p.graphql(
      set,
      {
        input: {
          minBudget: -1,
          regions: ['', 'x'.repeat(101)],
          lanes: null,
          notifications: { newRfps: null },
        },
      },
      { token: t.organizer.token },
    );
    expect(problemFields(invalid)).toEqual([
      'lanes',
      'minBudget',
      'notifications.newRfps',
      'regions.0',
      'regions.1',
    ]);
  });

  it('serves GET and PUT /seller-preferences/me for the caller only', async () => {
    const put = restData(
      await rest(p, 'PUT', '/seller-preferences/me', t.user.token, {
        lanes: ['cortex'],
        acceptingRfps: true,
      }),
      200,
      t,
    );
    expect(put).toMatchObject({ sellerId: t.user.userId, lanes: ['cortex'] });
    expect(restData(await rest(p, 'GET', '/seller-preferences/me', t.user.token), 200)).toEqual(
      put,
    );
    restError(
      await rest(p, 'PUT', '/seller-preferences/me', t.user.token, { lanes: ['moon'] }),
      400,
      'VALIDATION_FAILED',
    );
    restError(await rest(p, 'GET', '/seller-preferences/me'), 401, 'UNAUTHENTICATED');
    // Another user of the same tenant and another tenant's admin only ever see their own.
    expect(
      restData(await rest(p, 'GET', '/seller-preferences/me', t.admin.token), 200),
    ).toMatchObject({
      sellerId: t.admin.userId,
      lanes: [],
    });
    const other = await p.newTenant();
    expect(
      restData(await rest(p, 'GET', '/seller-preferences/me', other.user.token), 200),
    ).toMatchObject({ sellerId: other.user.userId, lanes: [], updatedAt: null });
  });
});
