/**
 * The statuses of a quote (docs/api/marketplace.md, "State machines"), owned by neither the
 * machine nor a store, so both can take them: the five a quote is stored in, and `expired`, which
 * an open quote past its validUntil reads as and which is never stored. The stored five are the
 * database enum `quote_status`: quote-store.ts reads rows into them and writes them back, so the
 * compiler refuses any difference between the two.
 */
export type StoredQuoteStatus = 'pending' | 'negotiating' | 'accepted' | 'rejected' | 'withdrawn';

/** The status a quote reads as: stored, or `expired`. */
export type QuoteStatus = StoredQuoteStatus | 'expired';
