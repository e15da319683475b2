import { AppError, InvalidStateError } from '../../../lib/errors';
import { defineStateMachine } from '../../../lib/state-machine';
import type { QuoteStatus } from './quote-status';
import type { QuotePartyRole, QuoteRow } from './quote-store';

export type QuoteMove = 'accept' | 'reject' | 'withdraw' | 'negotiate';

/**
 * The quote's moves and the states each may start from (docs/api/marketplace.md, "State
 * machines"). `expired` (an open quote past validUntil) is a state no move starts from.
 */
export const quoteMachine = defineStateMachine<QuoteStatus, QuoteMove>({
  resource: 'quote',
  moves: {
    accept: { from: ['pending', 'negotiating'], to: 'accepted' },
    reject: { from: ['pending', 'negotiating'], to: 'rejected' },
    withdraw: { from: ['pending', 'negotiating'], to: 'withdrawn' },
    negotiate: { from: ['pending', 'negotiating'], to: 'negotiating' },
  },
});

/** Which side of the quote may make each move (docs/api/marketplace.md, "State machines"). */
export const QUOTE_MOVE_ACTORS: Record<QuoteMove | 'update', readonly QuotePartyRole[]> = {
  accept: ['seller'],
  reject: ['seller'],
  withdraw: ['responder'],
  negotiate: ['responder', 'seller'],
  update: ['responder'],
};

/** The timestamp each move records. */
export const QUOTE_MOVE_STAMPS: Record<
  QuoteMove,
  'acceptedAt' | 'rejectedAt' | 'withdrawnAt' | 'negotiatedAt'
> = {
  accept: 'acceptedAt',
  reject: 'rejectedAt',
  withdraw: 'withdrawnAt',
  negotiate: 'negotiatedAt',
};

const OPEN: readonly QuoteStatus[] = ['pending', 'negotiating'];

/** The status a quote reads as at `now`: an open quote past its validUntil is expired. */
export function readStatus(quote: Pick<QuoteRow, 'status' | 'validUntil'>, now: Date): QuoteStatus {
  return OPEN.includes(quote.status) && quote.validUntil.getTime() <= now.getTime()
    ? 'expired'
    : quote.status;
}

/** PATCH is no move (the state stays), and only the still pending (unexpired) quote may change. */
export function assertEditable(status: QuoteStatus): void {
  if (status !== 'pending') throw new InvalidStateError('quote', status, 'update');
}

/**
 * The seller accepts the responder's terms. A seller's own counter-offer is not the
 * responder's agreement, so it must be answered by the responder (a counter-offer, possibly
 * the same amount) before the seller can accept.
 */
export function assertAcceptable(quote: QuoteRow): void {
  if (quote.lastOfferBy === 'seller') {
    throw new AppError(
      'INVALID_STATE',
      "Cannot accept a quote whose latest offer is the seller's own counter-offer; the responder must answer it first",
      400,
    );
  }
}
