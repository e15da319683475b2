import type { HttpAnswer, TestPlatform } from '../../../test/harness';
import type { Json } from './helpers';

export { addUser as addMember } from '../../../test/accounts';

// Helpers of the disputes feature's tests (collaborations, disputes, analytics).

export const COLLABORATION_FIELDS = `id requesterId partnerId listingId partnerListingId message revenueSplitPercent status
  acceptedAt declinedAt cancelledAt cancelledBy createdAt updatedAt`;

const daysAgo = (days: number, from = Date.now()) => new Date(from - days * 86_400_000);

export interface DealSetup {
  listing: Json;
  buyerId: string;
  amount: number;
  quotedAt: Date;
  acceptedAt?: Date | null;
  /** No order when absent. */
  order?: { status: string; createdAt: Date; completedAt?: Date | null; rating?: number | null };
}

/** A quote (and its order) stored straight through Prisma, with chosen timestamps, for analytics. */
export async function insertDeal(
  p: TestPlatform,
  tenantId: string,
  deal: DealSetup,
): Promise<{ quoteId: string; orderId?: string }> {
  const quote = await p.prisma.quote.create({
    data: {
      tenantId,
      listingId: deal.listing.id,
      responderId: deal.buyerId,
      sellerId: deal.listing.sellerId,
      status: deal.acceptedAt ? 'accepted' : 'pending',
      amount: deal.amount,
      currency: 'USD',
      validUntil: daysAgo(-30),
      acceptedAt: deal.acceptedAt ?? null,
      createdAt: deal.quotedAt,
    },
  });
  if (!deal.order) return { quoteId: quote.id };
  const order = await p.prisma.order.create({
    data: {
      tenantId,
      quoteId: quote.id,
      listingId: deal.listing.id,
      buyerId: deal.buyerId,
      sellerId: deal.listing.sellerId,
      category: deal.listing.category,
      status: deal.order.status as 'pending',
      totalAmount: deal.amount,
      currency: 'USD',
      rating: deal.order.rating ?? null,
      createdAt: deal.order.createdAt,
      completedAt: deal.order.completedAt ?? null,
    },
  });
  return { quoteId: quote.id, orderId: order.id };
}

/** Stored views of a listing at chosen times (the counter moves with them, as real views' would). */
export async function insertViews(
  p: TestPlatform,
  tenantId: string,
  listingId: string,
  views: { viewerId: string; at: Date }[],
): Promise<void> {
  await p.prisma.listingView.createMany({
    data: views.map((v) => ({ tenantId, listingId, viewerId: v.viewerId, viewedAt: v.at })),
  });
  await p.prisma.listing.update({
    where: { id: listingId },
    data: { totalViews: { increment: views.length } },
  });
}

export const DISPUTE_FIELDS = `id orderId listingId buyerId sellerId openedBy reason status tier
  evidence { id kind text url submittedBy submitter { id } submittedAt }
  resolution buyerPercent refundAmount sellerAmount resolutionNote resolvedBy escalatedAt resolvedAt createdAt updatedAt`;

const DISPUTE_INPUTS: Record<string, string> = {
  createDispute: 'CreateDisputeInput!',
  submitDisputeEvidence: 'SubmitEvidenceInput!',
  resolveDispute: 'ResolveDisputeInput!',
};

/** Runs one dispute mutation: `id` for an existing dispute, `input` where the mutation takes one. */
export function disputeCall(
  p: TestPlatform,
  token: string | undefined,
  field: string,
  args: { id?: string; input?: Json },
): Promise<HttpAnswer> {
  const definitions = [
    args.id !== undefined ? '$id: ID!' : '',
    args.input !== undefined ? `$input: ${DISPUTE_INPUTS[field]}` : '',
  ].filter(Boolean);
  const passed = [
    args.id !== undefined ? 'id: $id' : '',
    args.input !== undefined ? 'input: $input' : '',
  ].filter(Boolean);
  const query = `mutation${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field}${passed.length ? `(${passed.join(', ')})` : ''} { ${DISPUTE_FIELDS} } }`;
  return p.graphql(query, args, { token });
}

export async function disputeDone(
  p: TestPlatform,
  token: string,
  field: string,
  args: { id?: string; input?: Json },
): Promise<Json> {
  const res = await disputeCall(p, token, field, args);
  if (res.body?.errors?.length)
    throw new Error(`${field} failed: ${JSON.stringify(res.body.errors)}`);
  return res.body.data[field];
}

export function getDispute(
  p: TestPlatform,
  token: string,
  id: string,
  extra = '',
): Promise<HttpAnswer> {
  return p.graphql(
    `query($id: ID!) { dispute(id: $id) { ${DISPUTE_FIELDS} ${extra} } }`,
    { id },
    { token },
  );
}
