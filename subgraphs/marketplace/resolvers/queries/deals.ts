import { requireCaller } from '../../../../lib/context';
import { listOrders } from '../../deals/order-search';
import { getOrder } from '../../deals/order-rules';
import { listListingQuotes, listMyQuotes } from '../../deals/quote-search';
import { getQuote } from '../../deals/quote-rules';
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
