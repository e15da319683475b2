import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { insertViews } from './disputes-helpers';
import { activeListing, type Json } from './helpers';

const { p, t } = platformFixture();

const BASE = '/marketplace/v1/analytics';
const get = (path: string, token: string) => p.rest('GET', `${BASE}${path}`, { token });

let listing: Json;
beforeAll(async () => {
  listing = await activeListing(p, t.organizer.token, { category: 'nexus', title: 'Sponsor pack' });
  await insertViews(p, t.tenantId, listing.id, [
    { viewerId: t.user.userId, at: new Date('2025-03-01T10:00:00Z') },
    { viewerId: t.user.userId, at: new Date('2025-03-02T10:00:00Z') },
  ]);
});

describe('REST analytics', () => {
  it('answers the listing, seller, lane and top paths (200) with the range applied', async () => {
    const range = 'startDate=2025-03-02T00:00:00Z&endDate=2025-03-03T00:00:00Z';
    const ofListing = restData(
      await get(`/listing/${listing.id}?${range}`, t.organizer.token),
      200,
    );
    expect(ofListing).toMatchObject({
      listingId: listing.id,
      views: 1,
      uniqueViewers: 1,
      startDate: '2025-03-02T00:00:00.000Z',
      viewToQuoteRate: 0,
    });
    expect(ofListing.dailyViews).toEqual([
      { date: '2025-03-02', views: 1 },
      { date: '2025-03-03', views: 0 },
    ]);
    expect(ofListing).not.toHaveProperty('listing');
    const ofSeller = restData(await get(`/seller/${t.organizer.userId}`, t.organizer.token), 200);
    expect(ofSeller).toMatchObject({
      sellerId: t.organizer.userId,
      listings: 1,
      views: 2,
      revenue: 0,
    });
    const ofLane = restData(await get(`/lane/nexus?${range}`, t.admin.token), 200);
    expect(ofLane).toMatchObject({
      category: 'nexus',
      listings: 1,
      activeListings: 1,
      views: 1,
      topSellers: [],
    });
    expect(
      restData(await get('/top?category=nexus&metric=views&limit=5', t.admin.token), 200),
    ).toEqual([{ rank: 1, listingId: listing.id, title: 'Sponsor pack', value: 2 }]);
    expect(restData(await get(`/top?category=nexus&${range}`, t.admin.token), 200)).toEqual([
      { rank: 1, listingId: listing.id, title: 'Sponsor pack', value: 1 },
    ]);
    expect(restData(await get('/top', t.admin.token), 200)).toEqual([]);
  });

  it('answers 400, 403 and 404 with the error envelope', async () => {
    restError(await get('/lane/nexus', t.organizer.token), 403, 'FORBIDDEN');
    restError(await get('/top', t.user.token), 403, 'FORBIDDEN');
    restError(await get(`/listing/${listing.id}`, t.user.token), 404, 'NOT_FOUND');
    restError(await get(`/seller/${t.organizer.userId}`, t.user.token), 404, 'NOT_FOUND');
    const bad = restError(
      await get(`/listing/${listing.id}?startDate=yesterday`, t.organizer.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.details.map((d: Json) => d.field)).toEqual(['startDate']);
    const reversed = restError(
      await get(
        '/lane/nexus?startDate=2025-03-02T00:00:00Z&endDate=2025-03-01T00:00:00Z',
        t.admin.token,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(reversed.details).toEqual([
      { field: 'startDate', problem: 'must not be after endDate' },
    ]);
    for (const query of ['limit=0', 'limit=101', 'limit=2.5', 'metric=likes', 'category=moon']) {
      restError(await get(`/top?${query}`, t.admin.token), 400, 'VALIDATION_FAILED');
    }
    restError(await get('/lane/moon', t.admin.token), 400, 'VALIDATION_FAILED');
    restError(await get('/listing/not-a-uuid', t.admin.token), 400, 'VALIDATION_FAILED');
  });
});
