import { startCountingSubgraph, type CountingSubgraph } from '../../../test/counting-subgraph';
import { platformFixture } from '../../../test/fixture';
import { startMarketplaceSubgraph } from '../server';
import { activeListing, createListing, type Json } from './helpers';

let counted: CountingSubgraph;

const { p, t, beforeStop } = platformFixture({ isolated: true });
beforeAll(async () => {
  counted = await startCountingSubgraph(p, startMarketplaceSubgraph);
});
beforeStop(() => counted.stop());

const asUser = (query: string, variables: Json) =>
  counted.run(
    { tenantId: t.tenantId, userId: t.user.userId, email: t.user.email, roles: ['user'] },
    query,
    variables,
  );

const ENTITIES = `query($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Listing { id title seller { id } } }
}`;

describe('query count does not grow with the number of listings', () => {
  it('resolves any number of listing references with one database query', async () => {
    const active = [];
    for (let i = 0; i < 30; i++) active.push(await activeListing(p, t.organizer.token));
    const draft = await createListing(p, t.organizer.token);
    const ids = [
      ...active.map((l) => l.id),
      draft.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ];
    const representations = (list: string[]) => list.map((id) => ({ __typename: 'Listing', id }));

    counted.reset();
    const few = await asUser(ENTITIES, { representations: representations(ids.slice(0, 2)) });
    expect(few._entities).toHaveLength(2);
    expect(counted.queries()).toBe(1);

    counted.reset();
    const many = await asUser(ENTITIES, { representations: representations(ids) });
    expect(counted.queries()).toBe(1);
    expect(many._entities.slice(0, 30)).toEqual(
      active.map((l) => ({ id: l.id, title: l.title, seller: { id: t.organizer.userId } })),
    );
    // The user may not see the draft; it resolves like the unknown ids: null.
    expect(many._entities.slice(30)).toEqual([null, null, null]);
  });

  it('lists listings with their sellers in one query', async () => {
    counted.reset();
    const data = await asUser('{ listings(limit: 100) { nodes { id seller { id } } } }', {});
    expect(data.listings.nodes.length).toBeGreaterThanOrEqual(30);
    expect(counted.queries()).toBe(1);
  });
});
