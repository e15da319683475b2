import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { userRef } from '../common/user-ref';
import { findVisibleOrder, findVisibleQuote } from './access';
import {
  cancelOrder,
  completeOrder,
  createOrder,
  deliverOrder,
  getOrder,
  updateOrderStatus,
} from './order-rules';
import { listOrders } from './order-search';
import { readStatus } from './quote-machine';
import { createQuote, getQuote, moveQuote, negotiateQuote, updateQuote } from './quote-rules';
import { listListingQuotes, listMyQuotes } from './quote-search';

/** Quotes and orders: one mutation per lifecycle move. */
export const dealResolvers: Resolvers = {
  Query: {
    quote: (_parent, { id }, context) => getQuote(context.deps, requireCaller(context), id),
    quotes: (_parent, args, context) => listMyQuotes(context.deps, requireCaller(context), args),
    listingQuotes: (_parent, { listingId, ...args }, context) =>
      listListingQuotes(context.deps, requireCaller(context), listingId, args),
    order: (_parent, { id }, context) => getOrder(context.deps, requireCaller(context), id),
    orders: (_parent, args, context) =>
      listOrders(context.deps, requireCaller(context), 'buyer', args),
    sellerOrders: (_parent, args, context) =>
      listOrders(context.deps, requireCaller(context), 'seller', args),
  },
  Mutation: {
    createQuote: (_parent, { input }, context) =>
      createQuote(context.deps, requireCaller(context), input),
    updateQuote: (_parent, { id, input }, context) =>
      updateQuote(context.deps, requireCaller(context), id, input),
    withdrawQuote: (_parent, { id }, context) =>
      moveQuote(context.deps, requireCaller(context), id, 'withdraw'),
    acceptQuote: (_parent, { id }, context) =>
      moveQuote(context.deps, requireCaller(context), id, 'accept'),
    rejectQuote: (_parent, { id, input }, context) =>
      moveQuote(context.deps, requireCaller(context), id, 'reject', input?.reason),
    negotiateQuote: (_parent, { id, input }, context) =>
      negotiateQuote(context.deps, requireCaller(context), id, input),
    createOrder: (_parent, { input }, context) =>
      createOrder(context.deps, requireCaller(context), input),
    updateOrderStatus: (_parent, { id, input }, context) =>
      updateOrderStatus(context.deps, requireCaller(context), id, input.status),
    deliverOrder: (_parent, { id, input }, context) =>
      deliverOrder(context.deps, requireCaller(context), id, input),
    completeOrder: (_parent, { id, input }, context) =>
      completeOrder(context.deps, requireCaller(context), id, input?.rating),
    cancelOrder: (_parent, { id, input }, context) =>
      cancelOrder(context.deps, requireCaller(context), id, input?.reason),
  },
  Quote: {
    // Other subgraphs reference quotes by id: batched through the loader; a quote the caller may
    // not see resolves to null exactly like one that does not exist.
    __resolveReference: (reference, context) =>
      findVisibleQuote(context.deps.loaders, requireCaller(context), reference.id),
    // The parties dealt on the listing, so they see it whatever its state (null once deleted).
    listing: (quote, _args, context) => context.deps.loaders.listingById.load(quote.listingId),
    responder: (quote) => userRef(quote.responderId),
    seller: (quote) => userRef(quote.sellerId),
    // `expired` is computed at read time, never stored.
    status: (quote, _args, context) => readStatus(quote, context.deps.clock.now()),
    history: (quote, _args, context) => context.deps.loaders.quoteOffersByQuoteId.load(quote.id),
    order: (quote, _args, context) => context.deps.loaders.orderByQuoteId.load(quote.id),
  },
  QuoteOffer: {
    by: (offer) => ({ role: offer.byRole, userId: offer.byUserId, user: userRef(offer.byUserId) }),
    at: (offer) => offer.createdAt,
  },
  Order: {
    // Batched through the loader; an order the caller may not see resolves to null.
    __resolveReference: (reference, context) =>
      findVisibleOrder(context.deps.loaders, requireCaller(context), reference.id),
    quote: (order, _args, context) => context.deps.loaders.quoteById.load(order.quoteId),
    // The parties dealt on the listing, so they see it whatever its state (null once deleted).
    listing: (order, _args, context) => context.deps.loaders.listingById.load(order.listingId),
    buyer: (order) => userRef(order.buyerId),
    seller: (order) => userRef(order.sellerId),
  },
};
