import { codeAndStatus, gqlData, problemFields } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { getOrder, orderIn } from './deals-helpers';
import { addMember, disputeCall, disputeDone } from './disputes-helpers';
import type { Json } from './helpers';

const { p, t } = platformFixture();

/** A dispute opened by the buyer over a new delivered order of `amount`. */
async function disputed(amount = 250): Promise<{ order: Json; listing: Json; dispute: Json }> {
  const { order, listing } = await orderIn(p, { seller: t.organizer, buyer: t.user }, 'delivered', {
    amount,
  });
  const dispute = await disputeDone(p, t.user.token, 'createDispute', {
    input: { orderId: order.id, reason: 'Not as agreed' },
  });
  return { order, listing, dispute };
}
const resolve = (token: string, id: string, input: Json) =>
  disputeCall(p, token, 'resolveDispute', { id, input });
const listingTotals = (id: string) =>
  p.prisma.listing
    .findUniqueOrThrow({
      where: { id },
      select: { totalBookings: true, revenue: true, ratingCount: true },
    })
    .then((l) => ({ ...l, revenue: l.revenue.toNumber() }));

describe('resolveDispute', () => {
  it('refund_buyer: the dispute is resolved and the order refunded; the listing gains nothing', async () => {
    const { order, listing, dispute } = await disputed(250);
    const resolved = gqlData(
      await resolve(t.admin.token, dispute.id, { resolution: 'refund_buyer', note: ' No show ' }),
    ).resolveDispute;
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'refund_buyer',
      buyerPercent: null,
      refundAmount: 250,
      sellerAmount: 0,
      resolutionNote: 'No show',
      resolvedBy: t.admin.userId,
      resolvedAt: expect.any(String),
    });
    expect(gqlData(await getOrder(p, t.user.token, order.id)).order).toMatchObject({
      status: 'refunded',
      refundedAt: expect.any(String),
      completedAt: null,
    });
    expect(await listingTotals(listing.id)).toEqual({
      totalBookings: 0,
      revenue: 0,
      ratingCount: 0,
    });
  });

  it('release_to_seller: the order is completed with a completion’s effect on the listing', async () => {
    const { order, listing, dispute } = await disputed(400);
    expect(
      gqlData(await resolve(t.admin.token, dispute.id, { resolution: 'release_to_seller' }))
        .resolveDispute,
    ).toMatchObject({
      status: 'resolved',
      refundAmount: 0,
      sellerAmount: 400,
    });
    expect(gqlData(await getOrder(p, t.organizer.token, order.id)).order).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
      rating: null,
    });
    expect(await listingTotals(listing.id)).toEqual({
      totalBookings: 1,
      revenue: 400,
      ratingCount: 0,
    });
  });

  it("split: the order is completed and the listing earns the seller's share, to the cent", async () => {
    const { order, listing, dispute } = await disputed(333.33);
    expect(
      gqlData(await resolve(t.admin.token, dispute.id, { resolution: 'split', buyerPercent: 30 }))
        .resolveDispute,
    ).toMatchObject({
      resolution: 'split',
      buyerPercent: 30,
      refundAmount: 100,
      sellerAmount: 233.33,
    });
    expect((await p.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'completed',
    );
    expect(await listingTotals(listing.id)).toEqual({
      totalBookings: 1,
      revenue: 233.33,
      ratingCount: 0,
    });
    const analytics = await p.graphql(
      'query($id: ID!) { listingAnalytics(listingId: $id) { completedOrders revenue } }',
      { id: listing.id },
      { token: t.organizer.token },
    );
    expect(gqlData(analytics).listingAnalytics).toEqual({ completedOrders: 1, revenue: 233.33 });
  });

  it('checks the resolution body (400)', async () => {
    const { dispute } = await disputed();
    expect(
      problemFields(await resolve(t.admin.token, dispute.id, { resolution: 'split' })),
    ).toEqual(['buyerPercent']);
    for (const buyerPercent of [0, 100])
      expect(
        problemFields(
          await resolve(t.admin.token, dispute.id, { resolution: 'split', buyerPercent }),
        ),
      ).toEqual(['buyerPercent']);
    expect(
      codeAndStatus(
        await resolve(t.admin.token, dispute.id, { resolution: 'split', buyerPercent: 50.5 }),
      ),
    ).toEqual(['VALIDATION_FAILED', 400]);
    expect(
      problemFields(
        await resolve(t.admin.token, dispute.id, { resolution: 'refund_buyer', buyerPercent: 20 }),
      ),
    ).toEqual(['buyerPercent']);
    expect(
      problemFields(
        await resolve(t.admin.token, dispute.id, {
          resolution: 'refund_buyer',
          note: 'x'.repeat(2001),
        }),
      ),
    ).toEqual(['note']);
    expect(
      codeAndStatus(await resolve(t.admin.token, dispute.id, { resolution: 'give_up' })),
    ).toEqual(['VALIDATION_FAILED', 400]);
    expect((await p.prisma.dispute.findUniqueOrThrow({ where: { id: dispute.id } })).status).toBe(
      'open',
    );
  });

  it('is admin only (403), never by an admin who is a party, and 404 for unknown disputes', async () => {
    const { dispute } = await disputed();
    for (const session of [t.user, t.organizer])
      expect(
        codeAndStatus(await resolve(session.token, dispute.id, { resolution: 'refund_buyer' })),
      ).toEqual(['FORBIDDEN', 403]);
    expect(
      codeAndStatus(await resolve(t.admin.token, randomUUID(), { resolution: 'refund_buyer' })),
    ).toEqual(['NOT_FOUND', 404]);
    const { order } = await orderIn(p, { seller: t.organizer, buyer: t.admin }, 'delivered');
    const own = await disputeDone(p, t.admin.token, 'createDispute', {
      input: { orderId: order.id, reason: 'mine' },
    });
    expect(
      codeAndStatus(await resolve(t.admin.token, own.id, { resolution: 'refund_buyer' })),
    ).toEqual(['FORBIDDEN', 403]);
    const secondAdmin = await addMember(p, t.admin, 'admin');
    expect(
      gqlData(await resolve(secondAdmin.token, own.id, { resolution: 'refund_buyer' }))
        .resolveDispute.resolvedBy,
    ).toBe(secondAdmin.userId);
  });

  it('resolves once: a second resolution is 400, and so is a new dispute on the settled order', async () => {
    const { order, dispute } = await disputed();
    await resolve(t.admin.token, dispute.id, { resolution: 'refund_buyer' });
    expect(
      codeAndStatus(await resolve(t.admin.token, dispute.id, { resolution: 'release_to_seller' })),
    ).toEqual(['INVALID_STATE', 400]);
    const again = await disputeCall(p, t.user.token, 'createDispute', {
      input: { orderId: order.id, reason: 'again' },
    });
    expect(codeAndStatus(again)).toEqual(['INVALID_STATE', 400]);
  });

  it('settles concurrent resolutions: one wins, and the listing counts it at most once', async () => {
    const { order, listing, dispute } = await disputed(100);
    const answers = await Promise.all([
      resolve(t.admin.token, dispute.id, { resolution: 'release_to_seller' }),
      resolve(t.admin.token, dispute.id, { resolution: 'refund_buyer' }),
      resolve(t.admin.token, dispute.id, { resolution: 'release_to_seller' }),
    ]);
    const winners = answers.filter((r) => !r.body.errors);
    expect(winners.length).toBe(1);
    expect(answers.filter((r) => codeAndStatus(r)[0] === 'INVALID_STATE').length).toBe(2);
    const won = winners[0].body.data.resolveDispute.resolution;
    const stored = await p.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.status).toBe(won === 'refund_buyer' ? 'refunded' : 'completed');
    expect((await listingTotals(listing.id)).totalBookings).toBe(won === 'refund_buyer' ? 0 : 1);
  });
});
