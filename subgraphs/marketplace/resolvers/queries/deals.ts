import { requireCaller } from '../../../../lib/context';
import { listOrders } from '../../domain/order-lists';
import { getOrder } from '../../domain/orders';
import { listListingQuotes, listMyQuotes } from '../../domain/quote-lists';
import { getQuote } from '../../domain/quotes';
import type { QueryResolvers } from '../../generated/graphql';

/** Queries of quotes and orders. */
export const dealQueries: QueryResolvers = {
  quote: (_parent, { id }, context) => getQuote(context, requireCaller(context), id),
  quotes: (_parent, args, context) => listMyQuotes(context, requireCaller(context), args),
  listingQuotes: (_parent, { listingId, ...args }, context) => listListingQuotes(context, requireCaller(context), listingId, args),
  order: (_parent, { id }, context) => getOrder(context, requireCaller(context), id),
  orders: (_parent, args, context) => listOrders(context, requireCaller(context), 'buyer', args),
  sellerOrders: (_parent, args, context) => listOrders(context, requireCaller(context), 'seller', args),
};
