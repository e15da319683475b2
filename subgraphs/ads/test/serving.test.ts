import { queryData, restData, restError } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { activeCampaign, BASE, createCampaign, fieldsOf, systemToken } from './helpers';

let system: string;
const { p, t } = platformFixture();
beforeAll(() => {
  system = systemToken(t.tenantId);
});

const place = (body: unknown, token = system) =>
  p.rest('POST', `${BASE}/sphere-placements`, { token, body });
const promote = (body: unknown, token = system) =>
  p.rest('POST', `${BASE}/search/promoted`, { token, body });

describe('POST /ads/v1/sphere-placements', () => {
  it('stores the placement of an active campaign (201); servedAt defaults to now', async () => {
    const campaign = await activeCampaign(p, t);
    const placed = restData(
      await place({
        campaignId: campaign.id,
        creativeId: 'cr-1',
        sphereId: 'sphere-jazz',
        placement: 'feed',
        servedAt: '2026-01-02T03:04:05Z',
      }),
      201,
    );
    expect(placed).toEqual({
      id: expect.any(String),
      tenantId: t.tenantId,
      campaignId: campaign.id,
      creativeId: 'cr-1',
      sphereId: 'sphere-jazz',
      placement: 'feed',
      servedAt: '2026-01-02T03:04:05.000Z',
      recordedBy: expect.any(String),
      createdAt: expect.any(String),
    });
    const now = restData(
      await place(
        { campaignId: campaign.id, creativeId: 'cr-1', sphereId: 's', placement: 'thread' },
        t.admin.token,
      ),
      201,
    );
    expect(Math.abs(Date.parse(now.servedAt) - Date.now())).toBeLessThan(60_000);
    expect(await p.prisma.adSpherePlacement.count({ where: { campaignId: campaign.id } })).toBe(2);
  });

  it('needs an active campaign of the tenant', async () => {
    const draft = await createCampaign(p, t.organizer.token);
    expect(
      restError(
        await place({ campaignId: draft.id, creativeId: 'c', sphereId: 's', placement: 'sidebar' }),
        400,
        'INVALID_STATE',
      ).message,
    ).toBe('Cannot place an ad of a campaign that is draft');
    restError(
      await place({
        campaignId: randomUUID(),
        creativeId: 'c',
        sphereId: 's',
        placement: 'sidebar',
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses bad input, and organizers and users (403)', async () => {
    const campaign = await activeCampaign(p, t);
    expect(fieldsOf(restError(await place({}), 400, 'VALIDATION_FAILED'))).toEqual([
      'campaignId',
      'creativeId',
      'placement',
      'sphereId',
    ]);
    const wrong = restError(
      await place({
        campaignId: 'x',
        creativeId: '',
        sphereId: 's',
        placement: 'feed',
        servedAt: '2999-01-01T00:00:00Z',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(fieldsOf(wrong)).toEqual(['campaignId', 'creativeId', 'servedAt']);
    expect(
      fieldsOf(
        restError(
          await place({
            campaignId: campaign.id,
            creativeId: 'c',
            sphereId: 's',
            placement: 'banner',
          }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['placement']);
    for (const token of [t.organizer.token, t.user.token])
      restError(
        await place(
          { campaignId: campaign.id, creativeId: 'c', sphereId: 's', placement: 'feed' },
          token,
        ),
        403,
        'FORBIDDEN',
      );
  });
});

describe('POST /ads/v1/search/promoted', () => {
  it('stores a promoted result of an active search or sponsored_listing campaign (201)', async () => {
    for (const type of ['search', 'sponsored_listing']) {
      const campaign = await activeCampaign(p, t, { type });
      const served = restData(
        await promote({
          campaignId: campaign.id,
          listingId: 'listing-5',
          query: ' jazz band ',
          position: 2,
        }),
        201,
      );
      expect(served).toEqual({
        id: expect.any(String),
        tenantId: t.tenantId,
        campaignId: campaign.id,
        listingId: 'listing-5',
        query: 'jazz band',
        position: 2,
        servedAt: expect.any(String),
        recordedBy: expect.any(String),
        createdAt: expect.any(String),
      });
    }
  });

  it('refuses other campaign types (400 on campaignId) and campaigns that are not active (INVALID_STATE)', async () => {
    const display = await activeCampaign(p, t, { type: 'display' });
    expect(
      restError(
        await promote({ campaignId: display.id, listingId: 'l', query: 'q', position: 1 }),
        400,
        'VALIDATION_FAILED',
      ).details,
    ).toEqual([
      {
        field: 'campaignId',
        problem: 'must be a campaign of type search or sponsored_listing (this one is display)',
      },
    ]);
    const paused = await activeCampaign(p, t, { type: 'search' });
    restData(
      await p.rest('POST', `${BASE}/campaigns/${paused.id}/pause`, { token: t.organizer.token }),
    );
    restError(
      await promote({ campaignId: paused.id, listingId: 'l', query: 'q', position: 1 }),
      400,
      'INVALID_STATE',
    );
  });

  it('refuses bad input and organizers; works through GraphQL for admins', async () => {
    const campaign = await activeCampaign(p, t, { type: 'search' });
    expect(fieldsOf(restError(await promote({}), 400, 'VALIDATION_FAILED'))).toEqual([
      'campaignId',
      'listingId',
      'position',
      'query',
    ]);
    const wrong = restError(
      await promote({
        campaignId: campaign.id,
        listingId: 'l',
        query: '',
        position: 0,
        servedAt: 'yesterday',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(fieldsOf(wrong)).toEqual(['position', 'query', 'servedAt']);
    expect(
      fieldsOf(
        restError(
          await promote({ campaignId: campaign.id, listingId: 'l', query: 'q', position: 1.5 }),
          400,
          'VALIDATION_FAILED',
        ),
      ),
    ).toEqual(['position']);
    restError(
      await promote(
        { campaignId: campaign.id, listingId: 'l', query: 'q', position: 1 },
        t.organizer.token,
      ),
      403,
      'FORBIDDEN',
    );
    const { recordPromotedSearch } = await queryData(
      p,
      t.admin.token,
      'mutation($input: RecordPromotedSearchInput!) { recordPromotedSearch(input: $input) { position query } }',
      { input: { campaignId: campaign.id, listingId: 'l', query: 'q', position: 1000 } },
    );
    expect(recordPromotedSearch).toEqual({ position: 1000, query: 'q' });
  });
});
