import { routeBuilder, type RestRoute } from '../route';

// The quote's and order's own fields (no federated ones, so a REST read never needs another subgraph).
const QUOTE = `id listingId responderId sellerId status amount currency message validUntil rejectionReason
  lastOfferBy history { amount message by { role userId } at }
  acceptedAt rejectedAt withdrawnAt negotiatedAt createdAt updatedAt`;
const ORDER = `id quoteId listingId buyerId sellerId category status totalAmount currency notes deliveryNote
  deliverables rating cancellationReason cancelledBy confirmedAt startedAt deliveredAt completedAt
  cancelledAt disputedAt refundedAt createdAt updatedAt`;

// Query-string parameters arrive by name, so these variable names are the documented ones.
const QUOTE_LIST =
  '$status: QuoteStatus, $sortBy: QuoteSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int';
const ORDER_LIST =
  '$status: OrderStatus, $category: MarketplaceLane, $sortBy: OrderSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int';

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

type Contract = Pick<RestRoute, 'errors' | 'codes'>;
// The error statuses legacy clients are written against (docs/rest-contract.md): most moves list
// 400, 401 and 404, so a party refused (403) is 404 and a lost race (409) is 400 there; deliver and
// complete list 403 instead of 400 (their state refusals stay 400, as malformed input does everywhere).
const MOVE: Contract = {
  errors: [400, 401, 404],
  codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'],
};
const PARTY_MOVE: Contract = { errors: [401, 403, 404], codes: ['INVALID_STATE', 'CONFLICT'] };
const PATCH = { method: 'PATCH' } as const;

/**
 * Quotes (9 paths) and orders (8 paths), with their legacy error lists: docs/api/marketplace.md,
 * Paths and State machines (decisions in docs/marketplace-deals.md).
 */
export const marketplaceDealsRoutes: RestRoute[] = [
  query(
    '/listings/:listingId/quotes',
    "The quotes on a listing (the listing's seller only)",
    'listingQuotes',
    QUOTE,
    `$listingId: ID!, ${QUOTE_LIST}`,
    { paginated: true, errors: [401, 403, 404] },
  ),
  // A quote on one's own listing (403) or on an unknown listing (404) is 400 here.
  mutation(
    '/quotes',
    "Quote on someone else's active listing (pending)",
    'createQuote',
    QUOTE,
    '$input: CreateQuoteInput!',
    { status: 201, errors: [400, 401], codes: ['INVALID_STATE', 'FORBIDDEN', 'NOT_FOUND'] },
  ),
  query(
    '/quotes',
    "The caller's quotes as responder",
    'quotes',
    QUOTE,
    `$listingId: ID, ${QUOTE_LIST}`,
    { paginated: true, errors: [401] },
  ),
  query('/quotes/:id', 'Get a quote (its parties)', 'quote', QUOTE, '$id: ID!', {
    errors: [401, 404],
  }),
  mutation(
    '/quotes/:id',
    'Update a pending quote (responder)',
    'updateQuote',
    QUOTE,
    '$id: ID!, $input: UpdateQuoteInput!',
    { ...PATCH, ...MOVE },
  ),
  mutation(
    '/quotes/:id/withdraw',
    'Withdraw a quote (responder)',
    'withdrawQuote',
    QUOTE,
    '$id: ID!',
    MOVE,
  ),
  mutation('/quotes/:id/accept', 'Accept a quote (seller)', 'acceptQuote', QUOTE, '$id: ID!', MOVE),
  mutation(
    '/quotes/:id/reject',
    'Reject a quote (seller); optional reason',
    'rejectQuote',
    QUOTE,
    '$id: ID!, $input: RejectQuoteInput',
    MOVE,
  ),
  mutation(
    '/quotes/:id/negotiate',
    'Counter-offer on a quote (either party)',
    'negotiateQuote',
    QUOTE,
    '$id: ID!, $input: NegotiateQuoteInput!',
    MOVE,
  ),
  // A second order for the quote (409) is 400 here.
  mutation(
    '/orders',
    'Create the order of an accepted quote (its responder)',
    'createOrder',
    ORDER,
    '$input: CreateOrderInput!',
    { status: 201, errors: [400, 401, 404], codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'] },
  ),
  query('/orders', "The caller's orders as buyer", 'orders', ORDER, ORDER_LIST, {
    paginated: true,
    errors: [401],
  }),
  query('/orders/seller', "The caller's orders as seller", 'sellerOrders', ORDER, ORDER_LIST, {
    paginated: true,
    errors: [401],
  }),
  query('/orders/:id', 'Get an order (its parties)', 'order', ORDER, '$id: ID!', {
    errors: [401, 404],
  }),
  mutation(
    '/orders/:id/deliver',
    'Deliver an order (seller only); optional note and deliverables',
    'deliverOrder',
    ORDER,
    '$id: ID!, $input: DeliverOrderInput',
    PARTY_MOVE,
  ),
  mutation(
    '/orders/:id/complete',
    'Complete a delivered order (buyer only); optional rating 1-5',
    'completeOrder',
    ORDER,
    '$id: ID!, $input: CompleteOrderInput',
    PARTY_MOVE,
  ),
  mutation(
    '/orders/:id/cancel',
    'Cancel an order (either party); optional reason',
    'cancelOrder',
    ORDER,
    '$id: ID!, $input: CancelOrderInput',
    MOVE,
  ),
  mutation(
    '/orders/:id/status',
    'Move an order to confirmed or in_progress (seller)',
    'updateOrderStatus',
    ORDER,
    '$id: ID!, $input: UpdateOrderStatusInput!',
    MOVE,
  ),
];
