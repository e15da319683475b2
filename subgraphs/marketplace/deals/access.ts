import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceLoaders } from '../common/loaders';
import type { ListingRow } from '../listings/listing-store';
import type { OrderRow } from './order-store';
import type { QuotePartyRole, QuoteRow } from './quote-store';

export type OrderParty = 'buyer' | 'seller';

export function quotePartyOf(actor: Actor, quote: QuoteRow): QuotePartyRole | null {
  if (quote.responderId === actor.id) return 'responder';
  return quote.sellerId === actor.id ? 'seller' : null;
}

export function orderPartyOf(actor: Actor, order: OrderRow): OrderParty | null {
  if (order.buyerId === actor.id) return 'buyer';
  return order.sellerId === actor.id ? 'seller' : null;
}

/** A quote is seen by its two parties and, read-only, by the tenant's admins. */
export async function findVisibleQuote(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<QuoteRow | null> {
  const quote = await loaders.quoteById.load(id);
  return quote && (quotePartyOf(actor, quote) || seesWholeTenant(actor)) ? quote : null;
}

/** An order is seen by its two parties and, read-only, by the tenant's admins. */
export async function findVisibleOrder(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<OrderRow | null> {
  const order = await loaders.orderById.load(id);
  return order && (orderPartyOf(actor, order) || seesWholeTenant(actor)) ? order : null;
}

/** The visible quote, or 404: other people's and other tenants' quotes look like unknown ids. */
export async function visibleQuote(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
  field = 'id',
): Promise<QuoteRow> {
  assertUuid(id, field);
  const quote = await findVisibleQuote(loaders, actor, id);
  if (!quote) throw new NotFoundError('Quote', id);
  return quote;
}

export async function visibleOrder(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<OrderRow> {
  assertUuid(id);
  const order = await findVisibleOrder(loaders, actor, id);
  if (!order) throw new NotFoundError('Order', id);
  return order;
}

/** 403 unless the caller's side of the deal is one of `allowed`. */
export function assertActor<Party extends string>(
  party: Party | null,
  allowed: readonly Party[],
  action: string,
): Party {
  if (!party || !allowed.includes(party)) {
    throw new ForbiddenError(`Only the ${allowed.join(' or ')} can ${action}`);
  }
  return party;
}

/** Sellers quote on other sellers' listings, never on their own. */
export function assertCanQuoteOn(actor: Actor, listing: ListingRow): void {
  if (listing.sellerId === actor.id)
    throw new ForbiddenError('Sellers cannot quote on their own listing');
}

/** The quotes on a listing are its seller's to see; anyone else who sees the listing gets 403. */
export function assertCanListQuotesOf(actor: Actor, listing: ListingRow): void {
  if (listing.sellerId !== actor.id)
    throw new ForbiddenError("Only the listing's seller can see its quotes");
}
