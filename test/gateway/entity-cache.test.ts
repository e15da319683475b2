import jwt from 'jsonwebtoken';
import { entityCacheLookups, subgraphFetchDuration } from '../../lib/observability/metrics';
import { USER_VERIFIED } from '../../subgraphs/identity/common/events';
import { about, latestToken } from '../../subgraphs/identity/test/events-helpers';
import { activeListing } from '../../subgraphs/marketplace/test/helpers';
import { addUser } from '../accounts';
import { ok } from '../answers';
import { recordBusEvents, type EventRecorder } from '../events';
import { platformFixture } from '../fixture';

// The entity cache on (docs/entity-cache.md), for this file's platform only.
beforeAll(() => void (process.env.ENTITY_CACHE = 'on'));
const { p, t } = platformFixture({ isolated: true, ownModules: true });
afterAll(() => void delete process.env.ENTITY_CACHE);

let verified: EventRecorder;
beforeAll(() => {
  verified = recordBusEvents(p.platform.events, [USER_VERIFIED]);
});

const SELLER = 'seller { id name email emailVerified }';
const LISTING = `query($id: ID!) { listing(id: $id) { id ${SELLER} } }`;
const SELLER_STATS = `query($id: ID!) { sellerAnalytics(sellerId: $id) { sellerId ${SELLER} } }`;
const VERIFY = 'mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { id } }';

/** Identity fetches the gateway sent, and its cache's hits and misses, so far. */
async function counts() {
  const fetches = (await subgraphFetchDuration.get()).values
    .filter((v) => v.metricName?.endsWith('_count') && v.labels.subgraph === 'identity')
    .reduce((sum, v) => sum + v.value, 0);
  const lookups = (await entityCacheLookups.get()).values.filter(
    (v) => v.labels.subgraph === 'identity',
  );
  const of = (outcome: string) =>
    lookups.filter((v) => v.labels.outcome === outcome).reduce((sum, v) => sum + v.value, 0);
  return { fetches, hits: of('hit'), misses: of('miss') };
}

async function moved<T>(action: () => Promise<T>) {
  const before = await counts();
  const result = await action();
  const after = await counts();
  return {
    result,
    fetches: after.fetches - before.fetches,
    hits: after.hits - before.hits,
    misses: after.misses - before.misses,
  };
}

describe('the entity cache', () => {
  it('answers a second caller of the tenant from the cache: no identity fetch', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const first = await moved(() => ok(p, t.user.token, LISTING, { id: listing.id }));
    expect(first).toMatchObject({ fetches: 1, misses: 1, hits: 0 });
    const other = await addUser(p, t.admin);
    const second = await moved(() => ok(p, other.token, LISTING, { id: listing.id }));
    expect(second).toMatchObject({ fetches: 0, hits: 1, misses: 0 });
    expect(second.result).toEqual(first.result);
    expect(second.result.seller).toMatchObject({ id: t.organizer.userId, emailVerified: false });
  });

  it('serves no entry after the event that changes it: verification is seen on the next request', async () => {
    const seller = await addUser(p, t.admin, 'organizer');
    const listing = await activeListing(p, seller.token);
    const read = () => ok(p, t.user.token, LISTING, { id: listing.id });
    expect((await read()).seller.emailVerified).toBe(false);
    expect((await moved(read)).hits).toBe(1);
    const token = await latestToken(p, seller.userId);
    await ok(p, undefined, VERIFY, { input: { token } });
    await verified.waitFor(about(USER_VERIFIED, seller.userId));
    const after = await moved(read);
    expect(after).toMatchObject({ fetches: 1, misses: 1, hits: 0 });
    expect(after.result.seller).toMatchObject({ id: seller.userId, emailVerified: true });
  });

  it("never serves one tenant's entry to another tenant", async () => {
    const stats = await moved(() => ok(p, t.admin.token, SELLER_STATS, { id: t.organizer.userId }));
    expect(stats.result.seller.email).toBe(t.organizer.email);
    const again = await moved(() => ok(p, t.admin.token, SELLER_STATS, { id: t.organizer.userId }));
    expect(again).toMatchObject({ fetches: 0, hits: 1 });
    // A caller of another tenant under the same user id reads its own seller statistics: the
    // marketplace names the same User, and identity answers for the caller's tenant (no such user).
    const other = await p.newTenant();
    const token = jwt.sign(
      { tenantId: other.tenantId, email: t.organizer.email, roles: ['user'], planTier: 'free' },
      process.env.JWT_SECRET!,
      { subject: t.organizer.userId, expiresIn: 600 },
    );
    const foreign = await moved(() =>
      p.graphql(SELLER_STATS, { id: t.organizer.userId }, { token }),
    );
    expect(foreign).toMatchObject({ fetches: 1, hits: 0, misses: 1 });
    expect(foreign.result.body.data).toBeNull();
    expect(JSON.stringify(foreign.result.body)).not.toContain(t.organizer.email);
  });
});
