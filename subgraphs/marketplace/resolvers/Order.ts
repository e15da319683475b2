import { requireCaller } from '../../../lib/context';
import { findVisibleOrder } from '../deals/access';
import type { OrderResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const Order: OrderResolvers = {
  // Batched through the loader; an order the caller may not see resolves to null.
  __resolveReference: (reference, context) => findVisibleOrder(context.loaders, requireCaller(context), reference.id),
  quote: (order, _args, context) => context.loaders.quoteById.load(order.quoteId),
  // The parties dealt on the listing, so they see it whatever its state (null once deleted).
  listing: (order, _args, context) => context.loaders.listingById.load(order.listingId),
  buyer: (order) => userRef(order.buyerId),
  seller: (order) => userRef(order.sellerId),
};
