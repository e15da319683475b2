import type { Actor } from '../../../lib/context';
import { ConflictError, InvalidStateError, NotFoundError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import { nextState } from '../../../lib/state-machine';
import { canSee } from '../listings/access';
import type { ListingRow } from '../listings/listing-store';
import type { MarketplaceDeps } from '../common/deps';
import { assertActor, assertCanQuoteOn, quotePartyOf, visibleQuote } from './access';
import {
  checkCreateQuote,
  checkNegotiate,
  checkReason,
  checkUpdateQuote,
  type CreateQuoteInput,
  type NegotiateQuoteInput,
  type UpdateQuoteInput,
} from './quote-input';
import {
  assertAcceptable,
  assertEditable,
  QUOTE_MOVE_ACTORS,
  QUOTE_MOVE_STAMPS,
  quoteMachine,
  readStatus,
  type QuoteMove,
} from './quote-machine';
import {
  insertQuote,
  updateQuoteIfUnchanged,
  type NewQuote,
  type NewQuoteOffer,
  type QuoteChanges,
  type QuoteRow,
} from './quote-store';

/** What a decision writes: the quote's changes and, for a counter-offer, the offer. */
interface QuoteWrite {
  changes: QuoteChanges;
  offer?: NewQuoteOffer;
}

/**
 * Reads the visible quote, lets `decide` check the actor and state and compute the write,
 * and writes only if the quote is still at the version seen and still unexpired.
 */
async function changeQuote(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  decide: (quote: QuoteRow, now: Date) => QuoteWrite,
): Promise<QuoteRow> {
  // A write loses a race only when another write landed between its read and its update; a few
  // fresh attempts settle it (the loser then sees the new state and answers accordingly).
  return retryWhileStale(
    async (attempt) => {
      if (attempt > 0) deps.loaders.quoteById.clear(id);
      const quote = await visibleQuote(deps.loaders, actor, id);
      const now = deps.clock.now();
      const { changes, offer } = decide(quote, now);
      // An empty PATCH changes nothing, so it must not move updatedAt either.
      if (Object.keys(changes).length === 0) return quote;
      const updated = await updateQuoteIfUnchanged(deps.prisma, quote, changes, {
        liveAt: now,
        offer,
      });
      if (!updated) return undefined;
      deps.loaders.quoteById.clear(id).prime(id, updated);
      if (offer) deps.loaders.quoteOffersByQuoteId.clear(id);
      return updated;
    },
    () => new ConflictError('The quote is being changed by another request; please retry'),
  );
}

export function getQuote(deps: MarketplaceDeps, actor: Actor, id: string): Promise<QuoteRow> {
  return visibleQuote(deps.loaders, actor, id);
}

/** The quote a responder makes on a listing: the listing's seller and currency, the checked terms. */
export function quoteOn(
  listing: ListingRow,
  responderId: string,
  terms: ReturnType<typeof checkCreateQuote>,
): NewQuote {
  return {
    ...terms,
    tenantId: listing.tenantId,
    responderId,
    sellerId: listing.sellerId,
    currency: listing.currency,
  };
}

/**
 * A new pending quote on someone else's active listing. A listing the caller cannot see and
 * that was never published is unknown (404); one that was published and is no longer active
 * (paused, closed) is 400 INVALID_STATE.
 */
export async function createQuote(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateQuoteInput,
): Promise<QuoteRow> {
  const now = deps.clock.now();
  const quote = checkCreateQuote(input, now);
  const listing = await deps.loaders.listingById.load(quote.listingId);
  if (!listing || (!canSee(actor, listing) && !listing.publishedAt))
    throw new NotFoundError('Listing', quote.listingId);
  assertCanQuoteOn(actor, listing);
  if (listing.status !== 'active')
    throw new InvalidStateError('listing', listing.status, 'quote on');
  const created = await insertQuote(deps.prisma, quoteOn(listing, actor.id, quote));
  deps.loaders.quoteById.prime(created.id, created);
  return created;
}

/** The responder changes amount, message or validUntil while the quote is pending. */
export function updateQuote(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: UpdateQuoteInput,
): Promise<QuoteRow> {
  return changeQuote(deps, actor, id, (quote, now) => {
    assertActor(quotePartyOf(actor, quote), QUOTE_MOVE_ACTORS.update, 'update this quote');
    assertEditable(readStatus(quote, now));
    return { changes: checkUpdateQuote(input, now) };
  });
}

/** Checks the actor and the state of a move; returns the state it leads to. */
function decideMove(actor: Actor, quote: QuoteRow, move: QuoteMove, now: Date) {
  const party = assertActor(
    quotePartyOf(actor, quote),
    QUOTE_MOVE_ACTORS[move],
    `${move} this quote`,
  );
  return { party, status: nextState(quoteMachine, readStatus(quote, now), move) };
}

/** accept, reject (optional reason) or withdraw. */
export function moveQuote(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  move: Exclude<QuoteMove, 'negotiate'>,
  reason?: string | null,
): Promise<QuoteRow> {
  return changeQuote(deps, actor, id, (quote, now) => {
    const { status } = decideMove(actor, quote, move, now);
    if (move === 'accept') assertAcceptable(quote);
    const changes: QuoteChanges = {
      status: status as QuoteChanges['status'],
      [QUOTE_MOVE_STAMPS[move]]: now,
    };
    if (move === 'reject') changes.rejectionReason = checkReason(reason);
    return { changes };
  });
}

/** A counter-offer by either party: it becomes the amount on the table and joins the history. */
export function negotiateQuote(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: NegotiateQuoteInput,
): Promise<QuoteRow> {
  return changeQuote(deps, actor, id, (quote, now) => {
    const { party } = decideMove(actor, quote, 'negotiate', now);
    const offer = checkNegotiate(input, now);
    return {
      changes: {
        status: 'negotiating',
        amount: offer.amount,
        lastOfferBy: party,
        negotiatedAt: now,
        ...(offer.validUntil ? { validUntil: offer.validUntil } : {}),
      },
      offer: {
        tenantId: quote.tenantId,
        quoteId: quote.id,
        amount: offer.amount,
        message: offer.message,
        byRole: party,
        byUserId: actor.id,
        createdAt: now,
      },
    };
  });
}
