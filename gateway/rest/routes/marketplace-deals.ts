import { PAGE, type RestRoute } from '../route';

const BASE = '/marketplace/v1';
const TAG = 'marketplace';

// The quote's and order's own fields (no federated ones, so a REST read never needs another subgraph).
const QUOTE = `id listingId responderId sellerId status amount currency message validUntil rejectionReason
  lastOfferBy history { amount message by { role userId } at }
  acceptedAt rejectedAt withdrawnAt negotiatedAt createdAt updatedAt`;
const ORDER = `id quoteId listingId buyerId sellerId category status totalAmount currency notes deliveryNote
  deliverables rating cancellationReason cancelledBy confirmedAt startedAt deliveredAt completedAt
  cancelledAt disputedAt refundedAt createdAt updatedAt`;


// Query-string parameters arrive by name, so these variable names are the documented ones.
const QUOTE_LIST = '$status: QuoteStatus, $sortBy: QuoteSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int';
const QUOTE_LIST_ARGS = 'status: $status, sortBy: $sortBy, sortOrder: $sortOrder, cursor: $cursor, limit: $limit';
const ORDER_LIST = '$status: OrderStatus, $category: MarketplaceLane, $sortBy: OrderSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int';
const ORDER_LIST_ARGS = 'status: $status, category: $category, sortBy: $sortBy, sortOrder: $sortOrder, cursor: $cursor, limit: $limit';

type Kind = 'Quote' | 'Order';
type Contract = Pick<RestRoute, 'errors' | 'codes'>;

// The error statuses legacy clients are written against (docs/rest-contract.md): most moves list
// 400, 401 and 404, so a party refused (403) is 404 and a lost race (409) is 400 there; deliver and
// complete list 403 instead of 400 (their state refusals stay 400, as malformed input does everywhere).
const MOVE: Contract = { errors: [400, 401, 404], codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'] };
const PARTY_MOVE: Contract = { errors: [401, 403, 404], codes: ['INVALID_STATE', 'CONFLICT'] };

/** A mutation on one quote or order by id, with an optional or required JSON body. */
function move(kind: Kind, method: 'POST' | 'PATCH', suffix: string, field: string, summary: string, contract: Contract, input?: string): RestRoute {
  const name = `${field[0].toUpperCase()}${field.slice(1)}`;
  const fields = kind === 'Quote' ? QUOTE : ORDER;
  return {
    method,
    path: `${BASE}/${kind === 'Quote' ? 'quotes' : 'orders'}/:id${suffix}`,
    summary,
    tag: TAG,
    operation: input
      ? `mutation ${name}($id: ID!, $input: ${input}) { ${field}(id: $id, input: $input) { ${fields} } }`
      : `mutation ${name}($id: ID!) { ${field}(id: $id) { ${fields} } }`,
    result: field,
    ...contract,
    ...(input ? { body: 'input' } : {}),
  };
}

/** Document 1, section 4: quotes (9 paths) and orders (8 paths), with their legacy error lists. */
export const dealRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/listings/:listingId/quotes`,
    summary: "The quotes on a listing (the listing's seller only)",
    tag: TAG,
    operation: `query ListingQuotes($listingId: ID!, ${QUOTE_LIST}) {
      listingQuotes(listingId: $listingId, ${QUOTE_LIST_ARGS}) { nodes { ${QUOTE} } ${PAGE} }
    }`,
    result: 'listingQuotes',
    errors: [401, 403, 404],
    paginated: true,
  },
  {
    method: 'POST',
    path: `${BASE}/quotes`,
    summary: "Quote on someone else's active listing (pending)",
    tag: TAG,
    operation: `mutation CreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { ${QUOTE} } }`,
    result: 'createQuote',
    // A quote on one's own listing (403) or on an unknown listing (404) is 400 here.
    errors: [400, 401],
    codes: ['INVALID_STATE', 'FORBIDDEN', 'NOT_FOUND'],
    body: 'input',
    status: 201,
  },
  {
    method: 'GET',
    path: `${BASE}/quotes`,
    summary: "The caller's quotes as responder",
    tag: TAG,
    operation: `query Quotes($listingId: ID, ${QUOTE_LIST}) {
      quotes(listingId: $listingId, ${QUOTE_LIST_ARGS}) { nodes { ${QUOTE} } ${PAGE} }
    }`,
    result: 'quotes',
    errors: [401],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/quotes/:id`,
    summary: 'Get a quote (its parties)',
    tag: TAG,
    operation: `query Quote($id: ID!) { quote(id: $id) { ${QUOTE} } }`,
    result: 'quote',
    errors: [401, 404],
  },
  move('Quote', 'PATCH', '', 'updateQuote', 'Update a pending quote (responder)', MOVE, 'UpdateQuoteInput!'),
  move('Quote', 'POST', '/withdraw', 'withdrawQuote', 'Withdraw a quote (responder)', MOVE),
  move('Quote', 'POST', '/accept', 'acceptQuote', 'Accept a quote (seller)', MOVE),
  move('Quote', 'POST', '/reject', 'rejectQuote', 'Reject a quote (seller); optional reason', MOVE, 'RejectQuoteInput'),
  move('Quote', 'POST', '/negotiate', 'negotiateQuote', 'Counter-offer on a quote (either party)', MOVE, 'NegotiateQuoteInput!'),
  {
    method: 'POST',
    path: `${BASE}/orders`,
    summary: 'Create the order of an accepted quote (its responder)',
    tag: TAG,
    operation: `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER} } }`,
    result: 'createOrder',
    // A second order for the quote (409) is 400 here.
    errors: [400, 401, 404],
    codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'],
    body: 'input',
    status: 201,
  },
  {
    method: 'GET',
    path: `${BASE}/orders`,
    summary: "The caller's orders as buyer",
    tag: TAG,
    operation: `query Orders(${ORDER_LIST}) { orders(${ORDER_LIST_ARGS}) { nodes { ${ORDER} } ${PAGE} } }`,
    result: 'orders',
    errors: [401],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/orders/seller`,
    summary: "The caller's orders as seller",
    tag: TAG,
    operation: `query SellerOrders(${ORDER_LIST}) { sellerOrders(${ORDER_LIST_ARGS}) { nodes { ${ORDER} } ${PAGE} } }`,
    result: 'sellerOrders',
    errors: [401],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/orders/:id`,
    summary: 'Get an order (its parties)',
    tag: TAG,
    operation: `query Order($id: ID!) { order(id: $id) { ${ORDER} } }`,
    result: 'order',
    errors: [401, 404],
  },
  move('Order', 'POST', '/deliver', 'deliverOrder', 'Deliver an order (seller only); optional note and deliverables', PARTY_MOVE, 'DeliverOrderInput'),
  move('Order', 'POST', '/complete', 'completeOrder', 'Complete a delivered order (buyer only); optional rating 1-5', PARTY_MOVE, 'CompleteOrderInput'),
  move('Order', 'POST', '/cancel', 'cancelOrder', 'Cancel an order (either party); optional reason', MOVE, 'CancelOrderInput'),
  move('Order', 'POST', '/status', 'updateOrderStatus', 'Move an order to confirmed or in_progress (seller)', MOVE, 'UpdateOrderStatusInput!'),
];
