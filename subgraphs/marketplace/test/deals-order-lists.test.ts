import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { orderIn } from './deals-helpers';
import { activeListing, type Json } from './helpers';

const { p, t } = platformFixture();

const ARG_TYPES: Record<string, string> = {
  status: 'OrderStatus',
  category: 'MarketplaceLane',
  sortBy: 'OrderSortKey',
  sortOrder: 'SortOrder',
  cursor: 'String',
  limit: 'Int',
};

function page(token: string, field: 'orders' | 'sellerOrders', args: Json) {
  const names = Object.keys(args);
  const definitions = names.map((name) => `$${name}: ${ARG_TYPES[name]}`).join(', ');
  const passed = names.map((name) => `${name}: $${name}`).join(', ');
  const query = `query${names.length ? `(${definitions})` : ''} {
    ${field}${names.length ? `(${passed})` : ''} { edges { cursor } nodes { id status category totalAmount buyerId sellerId } pageInfo { endCursor hasNextPage limit } }
  }`;
  return p.graphql(query, args, { token });
}

async function all(
  token: string,
  field: 'orders' | 'sellerOrders',
  args: Json = {},
): Promise<Json[]> {
  const rows: Json[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const connection = gqlData(
      await page(token, field, { ...args, ...(cursor ? { cursor } : {}) }),
    )[field];
    rows.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage) return rows;
    cursor = connection.pageInfo.endCursor;
  }
  throw new Error('pagination did not end');
}

describe('orders as buyer and as seller', () => {
  let bought: Json[];
  let sold: Json[];

  beforeAll(async () => {
    const asUser = { seller: t.organizer, buyer: t.user };
    const synapse = await activeListing(p, t.organizer.token, { category: 'synapse' });
    const cortex = await activeListing(p, t.organizer.token, { category: 'cortex' });
    bought = [
      (await orderIn(p, asUser, 'pending', { amount: 300, listing: synapse })).order,
      (await orderIn(p, asUser, 'delivered', { amount: 100, listing: cortex })).order,
      (await orderIn(p, asUser, 'cancelled', { amount: 200, listing: synapse })).order,
      (await orderIn(p, asUser, 'confirmed', { amount: 100, listing: cortex })).order,
    ];
    // The organizer also buys from the admin: those orders are the organizer's as buyer only.
    sold = [(await orderIn(p, { seller: t.admin, buyer: t.organizer }, 'pending')).order];
  });

  it('lists the caller’s orders as buyer, newest first, and as seller on the other side', async () => {
    expect((await all(t.user.token, 'orders')).map((o) => o.id)).toEqual(
      [...bought].reverse().map((o) => o.id),
    );
    expect(await all(t.user.token, 'sellerOrders')).toEqual([]);
    const organizerSells = await all(t.organizer.token, 'sellerOrders');
    expect(organizerSells.map((o) => o.id)).toEqual([...bought].reverse().map((o) => o.id));
    expect((await all(t.organizer.token, 'orders')).map((o) => o.id)).toEqual(
      sold.map((o) => o.id),
    );
    expect((await all(t.admin.token, 'sellerOrders')).map((o) => o.id)).toEqual(
      sold.map((o) => o.id),
    );
    // Admins read any order, but their lists are their own.
    expect(await all(t.admin.token, 'orders')).toEqual([]);
  });

  it('filters by status and by category', async () => {
    expect((await all(t.user.token, 'orders', { status: 'cancelled' })).map((o) => o.id)).toEqual([
      bought[2].id,
    ]);
    expect(
      (await all(t.organizer.token, 'sellerOrders', { category: 'cortex' })).map((o) => o.id),
    ).toEqual([bought[3].id, bought[1].id]);
    expect(await all(t.user.token, 'orders', { status: 'completed', category: 'synapse' })).toEqual(
      [],
    );
  });

  it('sorts by totalAmount and status in both directions, one row per page', async () => {
    const ascending = await all(t.user.token, 'orders', {
      sortBy: 'totalAmount',
      sortOrder: 'ASC',
      limit: 1,
    });
    expect(ascending.map((o) => o.totalAmount)).toEqual([100, 100, 200, 300]);
    const descending = await all(t.user.token, 'orders', {
      sortBy: 'totalAmount',
      sortOrder: 'DESC',
      limit: 1,
    });
    expect(descending.map((o) => o.id)).toEqual([...ascending].reverse().map((o) => o.id));
    const byStatus = await all(t.organizer.token, 'sellerOrders', {
      sortBy: 'status',
      sortOrder: 'ASC',
      limit: 3,
    });
    expect(byStatus.map((o) => o.status)).toEqual([
      'cancelled',
      'confirmed',
      'delivered',
      'pending',
    ]);
  });

  it('answers 400 for bad limits and cursors', async () => {
    expect(codeAndStatus(await page(t.user.token, 'orders', { limit: 0 }))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    expect(codeAndStatus(await page(t.user.token, 'orders', { cursor: '%%%' }))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    const cursor = gqlData(await page(t.user.token, 'orders', { limit: 1 })).orders.pageInfo
      .endCursor;
    const other = await page(t.user.token, 'orders', { sortBy: 'totalAmount', cursor });
    expect(gqlError(other)?.details).toEqual([
      { field: 'cursor', problem: 'is not a valid cursor for this query' },
    ]);
    const badDate = Buffer.from(
      JSON.stringify(['createdAt', 'DESC', 'yesterday', bought[0].id]),
    ).toString('base64url');
    expect(codeAndStatus(await page(t.user.token, 'orders', { cursor: badDate }))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
    const unknownStatus = await p.graphql(
      '{ orders(status: shipped) { nodes { id } } }',
      undefined,
      { token: t.user.token },
    );
    expect(unknownStatus.status).toBe(400);
  });
});
