import { codeAndStatus, gqlData } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import type { Session, TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { addMember, insertDeal, insertViews } from './disputes-helpers';
import { activeListing, createListing, type Json } from './helpers';

let other: TenantFixture;
let s: Session; // the seller of L (spotlight) and L2 (synapse)
let s2: Session; // the seller of M (spotlight) and draft D (spotlight)
let L: Json;
let L2: Json;
let M: Json;

const at = (day: number, hour = 12) => new Date(Date.UTC(2025, 0, day, hour));
const JAN_1_TO_10 = { startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-10T23:59:59Z' };
const JAN_11_TO_31 = { startDate: '2025-01-11T00:00:00Z', endDate: '2025-01-31T23:59:59Z' };

const { p, t } = platformFixture();
beforeAll(async () => {
  other = await p.newTenant();
  [s, s2] = await Promise.all([
    addMember(p, t.admin, 'organizer'),
    addMember(p, t.admin, 'organizer'),
  ]);
  [L, L2, M] = await Promise.all([
    activeListing(p, s.token, { title: 'L', category: 'spotlight' }),
    activeListing(p, s.token, { title: 'L2', category: 'synapse' }),
    activeListing(p, s2.token, { title: 'M', category: 'spotlight' }),
    createListing(p, s2.token, { title: 'D', category: 'spotlight' }),
  ]);
  const buyer = t.user.userId;
  const stranger = randomUUID();
  await insertViews(p, t.tenantId, L.id, [
    { viewerId: buyer, at: at(1, 10) },
    { viewerId: t.admin.userId, at: at(1, 12) },
    { viewerId: buyer, at: at(3, 9) },
    { viewerId: stranger, at: at(10, 8) },
    { viewerId: buyer, at: at(20) },
  ]);
  await insertViews(p, t.tenantId, L2.id, [
    { viewerId: buyer, at: at(5) },
    { viewerId: stranger, at: at(5) },
  ]);
  await insertViews(
    p,
    t.tenantId,
    M.id,
    [1, 2, 3, 4].map(() => ({ viewerId: randomUUID(), at: at(2) })),
  );
  const deal = (
    listing: Json,
    amount: number,
    quotedAt: Date,
    acceptedAt?: Date,
    order?: { status: string; createdAt: Date; completedAt?: Date },
  ) => insertDeal(p, t.tenantId, { listing, buyerId: buyer, amount, quotedAt, acceptedAt, order });
  await deal(L, 300, at(2), at(4), { status: 'completed', createdAt: at(5), completedAt: at(12) });
  await deal(L, 100, at(3), at(15), { status: 'in_progress', createdAt: at(16) });
  await deal(L, 80, at(11));
  await deal(L, 50, at(21), at(22), {
    status: 'completed',
    createdAt: at(22),
    completedAt: at(25),
  });
  await deal(L2, 1000, at(5), at(5), { status: 'completed', createdAt: at(5), completedAt: at(6) });
  await deal(M, 500, at(2), at(3), { status: 'completed', createdAt: at(3), completedAt: at(8) });
  // The running totals a completion keeps on the listing (orders were stored directly above).
  await p.prisma.listing.update({
    where: { id: L.id },
    data: { totalBookings: 2, revenue: 350, ratingCount: 1, averageRating: 4 },
  });
  await p.prisma.listing.update({
    where: { id: L2.id },
    data: { totalBookings: 1, revenue: 1000, ratingCount: 3, averageRating: 2 },
  });
  await p.prisma.listing.update({
    where: { id: M.id },
    data: { totalBookings: 1, revenue: 500, ratingCount: 1, averageRating: 5 },
  });
});

const FUNNEL = `startDate endDate views uniqueViewers quotesReceived quotesAccepted orders completedOrders revenue
  viewToQuoteRate quoteAcceptanceRate viewToOrderRate orderCompletionRate`;
const LISTING = `query($id: ID!, $startDate: String, $endDate: String) {
  listingAnalytics(listingId: $id, startDate: $startDate, endDate: $endDate) {
    listingId listing { title } ${FUNNEL} averageRating ratingCount dailyViews { date views } } }`;
const SELLER = `query($id: ID!, $startDate: String, $endDate: String) {
  sellerAnalytics(sellerId: $id, startDate: $startDate, endDate: $endDate) {
    sellerId seller { id } listings activeListings ${FUNNEL} averageRating ratingCount } }`;
const LANE = `query($category: MarketplaceLane!, $startDate: String, $endDate: String) {
  laneAnalytics(category: $category, startDate: $startDate, endDate: $endDate) {
    category listings activeListings newListings ${FUNNEL} topSellers { rank sellerId seller { id } completedOrders revenue } } }`;
const TOP = `query($category: MarketplaceLane, $metric: AnalyticsMetric, $limit: Int, $startDate: String, $endDate: String) {
  topListings(category: $category, metric: $metric, limit: $limit, startDate: $startDate, endDate: $endDate) {
    rank listingId title value listing { id } } }`;

const ask = (query: string, variables: Json, token: string) =>
  p.graphql(query, variables, { token });

describe('listingAnalytics', () => {
  it('counts the whole history without a range', async () => {
    const all = gqlData(await ask(LISTING, { id: L.id }, s.token)).listingAnalytics;
    expect(all).toMatchObject({
      listingId: L.id,
      listing: { title: 'L' },
      startDate: null,
      endDate: null,
      views: 5,
      uniqueViewers: 3,
      quotesReceived: 4,
      quotesAccepted: 3,
      orders: 3,
      completedOrders: 2,
      revenue: 350,
      viewToQuoteRate: 0.8,
      quoteAcceptanceRate: 0.75,
      viewToOrderRate: 0.6,
      orderCompletionRate: 0.6667,
      averageRating: 4,
      ratingCount: 1,
    });
    // From the first view's day to today, zero-filled, at most the last 366 days.
    const today = new Date().toISOString().slice(0, 10);
    const days = Math.round((Date.parse(today) - Date.UTC(2025, 0, 1)) / 86_400_000) + 1;
    expect(all.dailyViews).toHaveLength(Math.min(days, 366));
    expect(all.dailyViews[all.dailyViews.length - 1].date).toBe(today);
  });

  it('filters every count by the range and fills the daily series', async () => {
    const early = gqlData(
      await ask(LISTING, { id: L.id, ...JAN_1_TO_10 }, s.token),
    ).listingAnalytics;
    expect(early).toMatchObject({
      startDate: '2025-01-01T00:00:00.000Z',
      endDate: '2025-01-10T23:59:59.000Z',
      views: 4,
      uniqueViewers: 3,
      quotesReceived: 2,
      quotesAccepted: 1,
      orders: 1,
      completedOrders: 0,
      revenue: 0,
      viewToQuoteRate: 0.5,
      quoteAcceptanceRate: 0.5,
      viewToOrderRate: 0.25,
      orderCompletionRate: 0,
    });
    expect(early.dailyViews).toEqual(
      [2, 0, 1, 0, 0, 0, 0, 0, 0, 1].map((views, i) => ({
        date: `2025-01-${String(i + 1).padStart(2, '0')}`,
        views,
      })),
    );
    const late = gqlData(
      await ask(LISTING, { id: L.id, ...JAN_11_TO_31 }, t.admin.token),
    ).listingAnalytics;
    expect(late).toMatchObject({
      views: 1,
      uniqueViewers: 1,
      quotesReceived: 2,
      quotesAccepted: 2,
      orders: 2,
      completedOrders: 2,
      revenue: 350,
    });
    expect(late.dailyViews).toHaveLength(21);
    const empty = gqlData(
      await ask(
        LISTING,
        { id: L.id, startDate: '2024-06-01T00:00:00Z', endDate: '2024-06-02T00:00:00Z' },
        s.token,
      ),
    ).listingAnalytics;
    expect(empty).toMatchObject({
      views: 0,
      revenue: 0,
      viewToQuoteRate: null,
      quoteAcceptanceRate: null,
      orderCompletionRate: null,
    });
    expect(empty.dailyViews).toEqual([
      { date: '2024-06-01', views: 0 },
      { date: '2024-06-02', views: 0 },
    ]);
  });

  it('is for the seller and admins only: 404 for everyone else, even when the listing is visible', async () => {
    for (const session of [t.user, s2, t.organizer])
      expect(codeAndStatus(await ask(LISTING, { id: L.id }, session.token))).toEqual([
        'NOT_FOUND',
        404,
      ]);
    for (const session of [other.admin, other.user])
      expect(codeAndStatus(await ask(LISTING, { id: L.id }, session.token))).toEqual([
        'NOT_FOUND',
        404,
      ]);
    expect(codeAndStatus(await ask(LISTING, { id: randomUUID() }, t.admin.token))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    expect(codeAndStatus(await ask(LISTING, { id: 'nope' }, t.admin.token))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    const reversed = await ask(
      LISTING,
      { id: L.id, startDate: '2025-02-01T00:00:00Z', endDate: '2025-01-01T00:00:00Z' },
      s.token,
    );
    expect(codeAndStatus(reversed)).toEqual(['VALIDATION_FAILED', 400]);
    expect(reversed.body.errors[0].extensions.details).toEqual([
      { field: 'startDate', problem: 'must not be after endDate' },
    ]);
  });
});

describe('sellerAnalytics', () => {
  it("totals the seller's listings, filtered by the range", async () => {
    const all = gqlData(await ask(SELLER, { id: s.userId }, s.token)).sellerAnalytics;
    expect(all).toMatchObject({
      sellerId: s.userId,
      seller: { id: s.userId },
      listings: 2,
      activeListings: 2,
      views: 7,
      uniqueViewers: 3,
      quotesReceived: 5,
      quotesAccepted: 4,
      orders: 4,
      completedOrders: 3,
      revenue: 1350,
      averageRating: 2.5,
      ratingCount: 4,
    });
    const early = gqlData(
      await ask(SELLER, { id: s.userId, ...JAN_1_TO_10 }, t.admin.token),
    ).sellerAnalytics;
    expect(early).toMatchObject({
      views: 6,
      quotesReceived: 3,
      quotesAccepted: 2,
      orders: 2,
      completedOrders: 1,
      revenue: 1000,
    });
  });

  it('answers the seller and admins; 404 for others and for admins asking about non-sellers', async () => {
    for (const session of [t.user, s2])
      expect(codeAndStatus(await ask(SELLER, { id: s.userId }, session.token))).toEqual([
        'NOT_FOUND',
        404,
      ]);
    expect(codeAndStatus(await ask(SELLER, { id: s.userId }, other.admin.token))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    expect(codeAndStatus(await ask(SELLER, { id: t.user.userId }, t.admin.token))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    const own = gqlData(await ask(SELLER, { id: t.user.userId }, t.user.token)).sellerAnalytics;
    expect(own).toMatchObject({
      listings: 0,
      views: 0,
      revenue: 0,
      averageRating: null,
      viewToQuoteRate: null,
    });
  });
});

describe('laneAnalytics', () => {
  it("reports the lane's listings, funnel and top sellers, filtered by the range", async () => {
    const all = gqlData(await ask(LANE, { category: 'spotlight' }, t.admin.token)).laneAnalytics;
    expect(all).toMatchObject({
      category: 'spotlight',
      listings: 3,
      activeListings: 2,
      newListings: 3,
      views: 9,
      quotesReceived: 5,
      quotesAccepted: 4,
      orders: 4,
      completedOrders: 3,
      revenue: 850,
    });
    expect(all.topSellers).toEqual([
      { rank: 1, sellerId: s2.userId, seller: { id: s2.userId }, completedOrders: 1, revenue: 500 },
      { rank: 2, sellerId: s.userId, seller: { id: s.userId }, completedOrders: 2, revenue: 350 },
    ]);
    const early = gqlData(
      await ask(LANE, { category: 'spotlight', ...JAN_1_TO_10 }, t.admin.token),
    ).laneAnalytics;
    expect(early).toMatchObject({
      newListings: 0,
      views: 8,
      quotesReceived: 3,
      orders: 2,
      completedOrders: 1,
      revenue: 500,
    });
    const late = gqlData(
      await ask(LANE, { category: 'spotlight', ...JAN_11_TO_31 }, t.admin.token),
    ).laneAnalytics;
    expect(late.topSellers).toEqual([
      expect.objectContaining({ rank: 1, sellerId: s.userId, revenue: 350 }),
    ]);
  });

  it('is admin only (403) and sees only its own tenant', async () => {
    for (const session of [t.organizer, t.user, s])
      expect(codeAndStatus(await ask(LANE, { category: 'spotlight' }, session.token))).toEqual([
        'FORBIDDEN',
        403,
      ]);
    const foreign = gqlData(
      await ask(LANE, { category: 'spotlight' }, other.admin.token),
    ).laneAnalytics;
    expect(foreign).toMatchObject({ listings: 0, views: 0, orders: 0, revenue: 0, topSellers: [] });
  });
});

describe('topListings', () => {
  const top = async (variables: Json) =>
    gqlData(await ask(TOP, variables, t.admin.token)).topListings.map((row: Json) => [
      row.rank,
      row.title,
      row.value,
    ]);

  it('ranks by the running totals without a range, spotlight and views by default', async () => {
    expect(await top({})).toEqual([
      [1, 'L', 5],
      [2, 'M', 4],
      [3, 'D', 0],
    ]);
    expect(await top({ metric: 'bookings' })).toEqual([
      [1, 'L', 2],
      [2, 'M', 1],
      [3, 'D', 0],
    ]);
    expect(await top({ metric: 'revenue', limit: 2 })).toEqual([
      [1, 'M', 500],
      [2, 'L', 350],
    ]);
    expect(await top({ metric: 'rating' })).toEqual([
      [1, 'M', 5],
      [2, 'L', 4],
    ]);
    expect(await top({ category: 'synapse' })).toEqual([[1, 'L2', 2]]);
    const row = gqlData(await ask(TOP, { limit: 1 }, t.admin.token)).topListings[0];
    expect(row).toEqual({ rank: 1, listingId: L.id, title: 'L', value: 5, listing: { id: L.id } });
  });

  it('counts views and completed orders in the range when one is given', async () => {
    expect(
      await top({ startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-03T23:59:59Z' }),
    ).toEqual([
      [1, 'M', 4],
      [2, 'L', 3],
      [3, 'D', 0],
    ]);
    const bookings = await top({ metric: 'bookings', ...JAN_1_TO_10 });
    expect(bookings[0]).toEqual([1, 'M', 1]);
    // Ties are ranked by listing id, so only the set of the rest is certain.
    expect(
      bookings
        .slice(1)
        .map(([, title, value]: Json[]) => `${title}=${value}`)
        .sort(),
    ).toEqual(['D=0', 'L=0']);
    expect(await top({ metric: 'revenue', ...JAN_11_TO_31, limit: 1 })).toEqual([[1, 'L', 350]]);
    expect(await top({ metric: 'rating', ...JAN_11_TO_31 })).toEqual([
      [1, 'M', 5],
      [2, 'L', 4],
    ]);
  });

  it('is admin only (403), checks limit (1 to 100) and the range (400), and sees only its tenant', async () => {
    expect(codeAndStatus(await ask(TOP, {}, s.token))).toEqual(['FORBIDDEN', 403]);
    for (const limit of [0, 101])
      expect(codeAndStatus(await ask(TOP, { limit }, t.admin.token))).toEqual([
        'VALIDATION_FAILED',
        400,
      ]);
    expect(
      codeAndStatus(
        await ask(
          TOP,
          { startDate: '2025-02-01T00:00:00Z', endDate: '2025-01-01T00:00:00Z' },
          t.admin.token,
        ),
      ),
    ).toEqual(['VALIDATION_FAILED', 400]);
    expect(gqlData(await ask(TOP, {}, other.admin.token)).topListings).toEqual([]);
  });
});
