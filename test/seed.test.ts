import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../prisma/seed';
import { startTestPlatform, type TestPlatform } from './harness';

let p: TestPlatform;

beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p.stop());

describe('demo seed', () => {
  it('seeds once: three accounts and five listings in each of the nine lanes', async () => {
    expect(await seedDemo(p.prisma)).toBe(true);
    expect(await seedDemo(p.prisma)).toBe(false);
    expect(await p.prisma.user.count()).toBe(3);
    const perLane = await p.prisma.listing.groupBy({ by: ['category'], _count: true });
    expect(perLane).toHaveLength(9);
    expect(perLane.every((lane) => lane._count === 5)).toBe(true);
  });

  it('lets every demo account log in through the gateway with its documented role and tier', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await p.rest('POST', '/auth/v1/login', {
        body: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(200);
      const me = await p.rest('GET', '/auth/v1/me', { token: login.body.data.accessToken });
      expect(me.body.data).toMatchObject({
        email: account.email,
        roles: [...account.roles],
        planTier: account.planTier,
      });
    }
  });

  it("shows the buyer the seller's active listings of a lane, newest first", async () => {
    const login = await p.rest('POST', '/auth/v1/login', {
      body: { email: 'buyer@demo.test', password: DEMO_PASSWORD },
    });
    const lane = await p.rest('GET', '/marketplace/v1/listings/lane/poper', {
      token: login.body.data.accessToken,
    });
    expect(lane.status).toBe(200);
    expect(lane.body.data.length).toBe(4); // the fifth is a draft, visible to its seller only
    const created = lane.body.data.map((l: { createdAt: string }) => l.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('shows the buyer its venues, the event at one, and both in a search for jazz', async () => {
    const login = await p.rest('POST', '/auth/v1/login', {
      body: { email: 'buyer@demo.test', password: DEMO_PASSWORD },
    });
    const token = login.body.data.accessToken;
    const venues = await p.rest('GET', '/venues/v1/venues', { token });
    expect(venues.status).toBe(200);
    const withEvent = venues.body.data.find(
      (v: { upcomingEventCount: number }) => v.upcomingEventCount > 0,
    );
    expect(withEvent.place.capacity).toEqual(expect.any(Number));
    const events = await p.rest('GET', `/venues/v1/venues/${withEvent.id}/events`, { token });
    expect(events.body.data.map((e: { title: string }) => e.title)).toEqual(['Summer Jazz Night']);
    const search = await p.rest('GET', '/search/v2/search?q=jazz', { token });
    expect(search.body.meta.api_version).toBe('2.4');
    expect(search.body.data).toContainEqual(
      expect.objectContaining({ type: 'event', title: 'Summer Jazz Night' }),
    );
    expect(search.body.page).toMatchObject({ has_more: false });
  });
});
