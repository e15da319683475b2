import { codeAndStatus, gqlData } from '../../../test/answers';
import type { TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { activeListing, createListing, getListing, listAll, move, MOVES } from './helpers';

let b: TenantFixture;

const { p, t: a } = platformFixture();
beforeAll(async () => {
  b = await p.newTenant();
});

describe('a second tenant', () => {
  it('can neither see nor change the first tenant’s listings: every attempt is 404', async () => {
    const active = await activeListing(p, a.organizer.token, { title: 'Tenant A only' });
    const draft = await createListing(p, a.organizer.token);
    for (const listing of [active, draft]) {
      for (const session of [b.admin, b.organizer, b.user]) {
        expect(codeAndStatus(await getListing(p, session.token, listing.id))).toEqual([
          'NOT_FOUND',
          404,
        ]);
      }
      const { token } = b.admin;
      for (const name of MOVES)
        expect(codeAndStatus(await move(p, token, name, listing.id))).toEqual(['NOT_FOUND', 404]);
      const writes = [
        ['mutation($id: ID!) { updateListing(id: $id, input: { title: "Hijacked" }) { id } }'],
        ['mutation($id: ID!) { deleteListing(id: $id) }'],
        ['mutation($id: ID!) { viewListing(id: $id) }'],
        ['query($id: ID!) { listingStats(id: $id) { totalViews } }'],
      ];
      for (const [query] of writes) {
        expect(codeAndStatus(await p.graphql(query, { id: listing.id }, { token }))).toEqual([
          'NOT_FOUND',
          404,
        ]);
      }
    }
    const stored = await p.prisma.listing.findUniqueOrThrow({ where: { id: active.id } });
    expect(stored).toMatchObject({
      title: 'Tenant A only',
      status: 'active',
      totalViews: 0,
      deletedAt: null,
    });
    expect(await p.prisma.listingView.count({ where: { listingId: active.id } })).toBe(0);
  });

  it('never lists the first tenant’s listings, not even when asked for that seller', async () => {
    const own = await activeListing(p, b.organizer.token);
    const seen = await listAll(p, b.admin.token, { limit: 100 });
    expect(seen.map((l) => l.id)).toEqual([own.id]);
    expect(await listAll(p, b.admin.token, { sellerId: a.organizer.userId })).toEqual([]);
    const lane = gqlData(
      await p.graphql('{ listingsByLane(category: spotlight) { nodes { id } } }', undefined, {
        token: b.user.token,
      }),
    );
    expect(lane.listingsByLane.nodes).toEqual([{ id: own.id }]);
    const fromA = await listAll(p, a.admin.token, { limit: 100 });
    expect(fromA.map((l) => l.id)).not.toContain(own.id);
  });
});
