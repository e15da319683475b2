import { startCountingSubgraph, type CountingSubgraph } from '../../../test/counting-subgraph';
import type { TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { startMarketplaceSubgraph } from '../server';
import { activeListing, type Json } from './helpers';
import { createBooking } from './bookings-helpers';

let other: TenantFixture;
let counted: CountingSubgraph;

const { p, t, beforeStop } = platformFixture({ isolated: true });
beforeAll(async () => {
  other = await p.newTenant();
  counted = await startCountingSubgraph(p, startMarketplaceSubgraph);
});
beforeStop(() => counted.stop());

const asAdmin = (tenant: TenantFixture, query: string, variables: Json = {}) =>
  counted.run(
    {
      tenantId: tenant.tenantId,
      userId: tenant.admin.userId,
      email: tenant.admin.email,
      roles: ['admin'],
    },
    query,
    variables,
  );

const ENTITIES =
  'query($r: [_Any!]!) { _entities(representations: $r) { ... on Booking { id listing { id } } } }';

describe('query count does not grow with the number of bookings', () => {
  let ids: string[];
  beforeAll(async () => {
    const listings = [
      await activeListing(p, t.organizer.token),
      await activeListing(p, t.organizer.token),
    ];
    ids = [];
    for (let i = 0; i < 12; i++)
      ids.push((await createBooking(p, t.user.token, listings[i % 2].id)).id);
  });

  it('resolves booking references with their listings in two queries, whatever their number', async () => {
    const refs = (list: string[]) => list.map((id) => ({ __typename: 'Booking', id }));
    counted.reset();
    expect((await asAdmin(t, ENTITIES, { r: refs(ids.slice(0, 2)) }))._entities).toHaveLength(2);
    expect(counted.queries()).toBe(2);
    counted.reset();
    const all = await asAdmin(t, ENTITIES, { r: refs([...ids, 'not-a-uuid']) });
    expect(counted.queries()).toBe(2);
    expect(all._entities.slice(0, 12).map((b: Json) => b.id)).toEqual(ids);
    expect(all._entities[12]).toBeNull();
  });

  it('lists bookings with their listings in two queries', async () => {
    counted.reset();
    const data = await asAdmin(
      t,
      '{ bookings(limit: 100) { nodes { id listing { id } buyer { id } } } }',
    );
    expect(data.bookings.nodes).toHaveLength(12);
    expect(counted.queries()).toBe(2);
  });

  it('resolves another tenant booking reference to null', async () => {
    expect(
      (await asAdmin(other, ENTITIES, { r: [{ __typename: 'Booking', id: ids[0] }] }))._entities,
    ).toEqual([null]);
  });
});
