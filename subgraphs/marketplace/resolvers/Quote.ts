import { requireCaller } from '../../../lib/context';
import { findVisibleQuote } from '../deals/access';
import { readStatus } from '../deals/quote-machine';
import type { QuoteResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const Quote: QuoteResolvers = {
  // Other subgraphs reference quotes by id: batched through the loader; a quote the caller may
  // not see resolves to null exactly like one that does not exist.
  __resolveReference: (reference, context) => findVisibleQuote(context.loaders, requireCaller(context), reference.id),
  // The parties dealt on the listing, so they see it whatever its state (null once deleted).
  listing: (quote, _args, context) => context.loaders.listingById.load(quote.listingId),
  responder: (quote) => userRef(quote.responderId),
  seller: (quote) => userRef(quote.sellerId),
  // `expired` is computed at read time, never stored.
  status: (quote) => readStatus(quote, new Date()),
  history: (quote, _args, context) => context.loaders.quoteOffersByQuoteId.load(quote.id),
  order: (quote, _args, context) => context.loaders.orderByQuoteId.load(quote.id),
};
