import { gqlData } from '../../../test/answers';
import type { HttpAnswer, Session, TestPlatform } from '../../../test/harness';
import { activeListing, type Json } from './helpers';

const QUOTE_FIELDS = `id listingId responderId sellerId status amount currency message validUntil rejectionReason
  lastOfferBy history { amount message by { role userId } at } acceptedAt rejectedAt withdrawnAt negotiatedAt
  createdAt updatedAt`;

const ORDER_FIELDS = `id quoteId listingId buyerId sellerId category status totalAmount currency notes deliveryNote
  deliverables rating cancellationReason cancelledBy confirmedAt startedAt deliveredAt completedAt cancelledAt
  disputedAt refundedAt createdAt updatedAt`;

/** The GraphQL input type of each quote and order mutation that takes one. */
const INPUT_TYPES: Record<string, string> = {
  createQuote: 'CreateQuoteInput!',
  updateQuote: 'UpdateQuoteInput!',
  rejectQuote: 'RejectQuoteInput',
  negotiateQuote: 'NegotiateQuoteInput!',
  createOrder: 'CreateOrderInput!',
  updateOrderStatus: 'UpdateOrderStatusInput!',
  deliverOrder: 'DeliverOrderInput',
  completeOrder: 'CompleteOrderInput',
  cancelOrder: 'CancelOrderInput',
};

/** Runs one quote or order mutation: `id` for moves, `input` where the mutation takes one. */
export function mutate(
  p: TestPlatform,
  token: string | undefined,
  field: string,
  args: { id?: string; input?: Json },
): Promise<HttpAnswer> {
  const fields = /Order/.test(field) ? ORDER_FIELDS : QUOTE_FIELDS;
  const definitions = [
    args.id !== undefined ? '$id: ID!' : '',
    args.input !== undefined ? `$input: ${INPUT_TYPES[field]}` : '',
  ].filter(Boolean);
  const passed = [
    args.id !== undefined ? 'id: $id' : '',
    args.input !== undefined ? 'input: $input' : '',
  ].filter(Boolean);
  const query = `mutation${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field}${passed.length ? `(${passed.join(', ')})` : ''} { ${fields} } }`;
  return p.graphql(query, args, { token });
}

/** The result of a mutation that must succeed. */
export async function mutated(
  p: TestPlatform,
  token: string,
  field: string,
  args: { id?: string; input?: Json },
): Promise<Json> {
  return gqlData(await mutate(p, token, field, args))[field];
}

export function quoteInput(listingId: string, overrides: Json = {}): Json {
  return { listingId, amount: 250, message: 'Can you play on the 12th?', ...overrides };
}

export function createQuote(
  p: TestPlatform,
  token: string,
  listingId: string,
  overrides: Json = {},
): Promise<Json> {
  return mutated(p, token, 'createQuote', { input: quoteInput(listingId, overrides) });
}

export function getQuote(
  p: TestPlatform,
  token: string,
  id: string,
  extra = '',
): Promise<HttpAnswer> {
  return p.graphql(
    `query($id: ID!) { quote(id: $id) { ${QUOTE_FIELDS} ${extra} } }`,
    { id },
    { token },
  );
}

export function getOrder(
  p: TestPlatform,
  token: string,
  id: string,
  extra = '',
): Promise<HttpAnswer> {
  return p.graphql(
    `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} ${extra} } }`,
    { id },
    { token },
  );
}

/** The parties of a deal: the seller owns an active listing, the buyer quotes on it. */
export interface Deal {
  seller: Session;
  buyer: Session;
  listing: Json;
}

/** A fresh active listing of `seller` and a quote on it by `buyer`. */
export async function openQuote(
  p: TestPlatform,
  deal: Omit<Deal, 'listing'>,
  overrides: Json = {},
  listing?: Json,
): Promise<{ listing: Json; quote: Json }> {
  const onListing = listing ?? (await activeListing(p, deal.seller.token));
  return {
    listing: onListing,
    quote: await createQuote(p, deal.buyer.token, onListing.id, overrides),
  };
}

/** A quote accepted by the seller. */
export async function acceptedQuote(
  p: TestPlatform,
  deal: Omit<Deal, 'listing'>,
  overrides: Json = {},
  listing?: Json,
): Promise<{ listing: Json; quote: Json }> {
  const open = await openQuote(p, deal, overrides, listing);
  return {
    listing: open.listing,
    quote: await mutated(p, deal.seller.token, 'acceptQuote', { id: open.quote.id }),
  };
}

/** The moves that bring a new order to each state, in order. */
const PATH_TO: Record<string, [field: string, by: 'buyer' | 'seller', input?: Json][]> = {
  pending: [],
  confirmed: [['updateOrderStatus', 'seller', { status: 'confirmed' }]],
  in_progress: [
    ['updateOrderStatus', 'seller', { status: 'confirmed' }],
    ['updateOrderStatus', 'seller', { status: 'in_progress' }],
  ],
};
PATH_TO.delivered = [...PATH_TO.in_progress, ['deliverOrder', 'seller']];
PATH_TO.completed = [...PATH_TO.delivered, ['completeOrder', 'buyer']];
PATH_TO.cancelled = [['cancelOrder', 'buyer']];

/** An order of a new accepted quote, moved to `status` through the API. */
export async function orderIn(
  p: TestPlatform,
  deal: Omit<Deal, 'listing'>,
  status: keyof typeof PATH_TO | string,
  options: { amount?: number; listing?: Json } = {},
): Promise<{ listing: Json; quote: Json; order: Json }> {
  const { listing, quote } = await acceptedQuote(
    p,
    deal,
    options.amount ? { amount: options.amount } : {},
    options.listing,
  );
  let order = await mutated(p, deal.buyer.token, 'createOrder', { input: { quoteId: quote.id } });
  for (const [field, by, input] of PATH_TO[status]) {
    order = await mutated(p, deal[by].token, field, { id: order.id, ...(input ? { input } : {}) });
  }
  return { listing, quote, order };
}
