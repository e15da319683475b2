import { codeAndStatus, gqlData } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { activeListing, createListing, getListing, move } from './helpers';

const { p, t } = platformFixture();

const VIEW = 'mutation($id: ID!) { viewListing(id: $id) }';
const STATS = `query($id: ID!) { listingStats(id: $id) {
  listingId status totalViews viewsLast24Hours viewsLast7Days viewsLast30Days uniqueViewers
  totalBookings revenue averageRating ratingCount publishedAt } }`;

const view = (token: string, id: string) => p.graphql(VIEW, { id }, { token });
const stats = async (token: string, id: string) =>
  gqlData(await p.graphql(STATS, { id }, { token })).listingStats;

describe('viewListing', () => {
  it('counts views of an active listing and stores each with its viewer', async () => {
    const listing = await activeListing(p, t.organizer.token);
    for (const token of [t.user.token, t.user.token, t.admin.token])
      expect(gqlData(await view(token, listing.id)).viewListing).toBe(true);
    expect(gqlData(await getListing(p, t.user.token, listing.id)).listing.totalViews).toBe(3);
    const rows = await p.prisma.listingView.findMany({ where: { listingId: listing.id } });
    expect(rows.map((r) => r.viewerId).sort()).toEqual(
      [t.user.userId, t.user.userId, t.admin.userId].sort(),
    );
  });

  it('answers true without counting for a visible listing that is not active', async () => {
    const draft = await createListing(p, t.organizer.token);
    expect(gqlData(await view(t.organizer.token, draft.id)).viewListing).toBe(true);
    const paused = await activeListing(p, t.organizer.token);
    await move(p, t.organizer.token, 'pause', paused.id);
    expect(gqlData(await view(t.admin.token, paused.id)).viewListing).toBe(true);
    for (const id of [draft.id, paused.id]) {
      expect(gqlData(await getListing(p, t.organizer.token, id)).listing.totalViews).toBe(0);
      expect(await p.prisma.listingView.count({ where: { listingId: id } })).toBe(0);
    }
  });

  it('is 404 for a listing the caller cannot see or that was deleted, and 401 without a token', async () => {
    const draft = await createListing(p, t.organizer.token);
    expect(codeAndStatus(await view(t.user.token, draft.id))).toEqual(['NOT_FOUND', 404]);
    const gone = await activeListing(p, t.organizer.token);
    await p.graphql(
      'mutation($id: ID!) { deleteListing(id: $id) }',
      { id: gone.id },
      { token: t.organizer.token },
    );
    expect(codeAndStatus(await view(t.user.token, gone.id))).toEqual(['NOT_FOUND', 404]);
    expect(codeAndStatus(await p.graphql(VIEW, { id: draft.id }))).toEqual([
      'UNAUTHENTICATED',
      401,
    ]);
  });

  it('loses no view when many arrive at once', async () => {
    const listing = await activeListing(p, t.organizer.token);
    await Promise.all(Array.from({ length: 25 }, () => view(t.user.token, listing.id)));
    expect((await stats(t.organizer.token, listing.id)).totalViews).toBe(25);
    expect(await p.prisma.listingView.count({ where: { listingId: listing.id } })).toBe(25);
  });
});

describe('listingStats', () => {
  it('computes rolling windows and unique viewers from the stored views', async () => {
    const listing = await activeListing(p, t.organizer.token);
    await view(t.user.token, listing.id);
    await view(t.user.token, listing.id);
    await view(t.admin.token, listing.id);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    // Older views stand in for earlier days; the counter moves with them as a real view's would.
    await p.prisma.listingView.createMany({
      data: [3, 10, 40].map((days) => ({
        tenantId: t.tenantId,
        listingId: listing.id,
        viewerId: t.organizer.userId,
        viewedAt: daysAgo(days),
      })),
    });
    await p.prisma.listing.update({
      where: { id: listing.id },
      data: { totalViews: { increment: 3 } },
    });
    expect(await stats(t.user.token, listing.id)).toEqual({
      listingId: listing.id,
      status: 'active',
      totalViews: 6,
      viewsLast24Hours: 3,
      viewsLast7Days: 4,
      viewsLast30Days: 5,
      uniqueViewers: 3,
      totalBookings: 0,
      revenue: 0,
      averageRating: null,
      ratingCount: 0,
      publishedAt: listing.publishedAt,
    });
  });

  it('reports bookings, revenue and rating as numbers once the listing has them', async () => {
    const listing = await activeListing(p, t.organizer.token);
    await p.prisma.listing.update({
      where: { id: listing.id },
      data: { totalBookings: 2, revenue: 1234.5, ratingCount: 2, averageRating: 4.5 },
    });
    expect(await stats(t.organizer.token, listing.id)).toMatchObject({
      totalBookings: 2,
      revenue: 1234.5,
      averageRating: 4.5,
      ratingCount: 2,
    });
    expect(gqlData(await getListing(p, t.user.token, listing.id)).listing).toMatchObject({
      totalBookings: 2,
      averageRating: 4.5,
    });
  });

  it('is 404 for an invisible listing', async () => {
    const draft = await createListing(p, t.organizer.token);
    expect(
      codeAndStatus(await p.graphql(STATS, { id: draft.id }, { token: t.user.token })),
    ).toEqual(['NOT_FOUND', 404]);
    expect((await stats(t.organizer.token, draft.id)).status).toBe('draft');
  });
});
