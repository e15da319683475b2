import type { Quote, QuoteOffer, QuotePartyRole } from '../../../lib/db/generated/client';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors, nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import type { StoredQuoteStatus } from './quote-status';

export type { QuotePartyRole };

/** A quote as the rules see it: money is a plain number. */
export interface QuoteRow {
  id: string;
  tenantId: string;
  listingId: string;
  responderId: string;
  sellerId: string;
  status: StoredQuoteStatus;
  amount: number;
  currency: string;
  message: string;
  validUntil: Date;
  rejectionReason: string | null;
  lastOfferBy: QuotePartyRole;
  version: number;
  acceptedAt: Date | null;
  rejectedAt: Date | null;
  withdrawnAt: Date | null;
  negotiatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One counter-offer of a quote's negotiation. */
export interface QuoteOfferRow {
  id: string;
  quoteId: string;
  amount: number;
  message: string;
  byRole: QuotePartyRole;
  byUserId: string;
  /** The quote's version this offer produced. */
  version: number;
  createdAt: Date;
}

export type NewQuote = Pick<
  QuoteRow,
  | 'tenantId'
  | 'listingId'
  | 'responderId'
  | 'sellerId'
  | 'amount'
  | 'currency'
  | 'message'
  | 'validUntil'
>;

/** The fields an update or a move may set. */
export type QuoteChanges = Partial<
  Pick<
    QuoteRow,
    | 'status'
    | 'amount'
    | 'message'
    | 'validUntil'
    | 'rejectionReason'
    | 'lastOfferBy'
    | 'acceptedAt'
    | 'rejectedAt'
    | 'withdrawnAt'
    | 'negotiatedAt'
  >
>;

export type NewQuoteOffer = Omit<QuoteOfferRow, 'id' | 'createdAt' | 'version'> & {
  tenantId: string;
  createdAt: Date;
};

function toQuoteRow(quote: Quote): QuoteRow {
  return { ...quote, amount: quote.amount.toNumber() };
}

function toOfferRow(offer: QuoteOffer): QuoteOfferRow {
  const { tenantId: _tenantId, ...rest } = offer;
  return { ...rest, amount: offer.amount.toNumber() };
}

/** One query for any number of ids; other tenants' quotes are absent. */
export async function findQuotesByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<QuoteRow[]> {
  const rows = await prisma.quote.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toQuoteRow);
}

/** The counter-offers of any number of quotes in one query, oldest first. */
export async function findOffersByQuoteIds(
  prisma: Db,
  tenantId: string,
  quoteIds: readonly string[],
): Promise<QuoteOfferRow[]> {
  const rows = await prisma.quoteOffer.findMany({
    where: { tenantId, quoteId: { in: [...quoteIds] } },
    orderBy: [{ version: 'asc' }],
  });
  return rows.map(toOfferRow);
}

export async function insertQuote(prisma: Db, quote: NewQuote): Promise<QuoteRow> {
  return toQuoteRow(await withDatabaseErrors('Quote', () => prisma.quote.create({ data: quote })));
}

/**
 * Writes `changes` (and `offer`, in the same transaction) only if the quote is still at the
 * version the rules decided on, and, with `liveAt`, still valid at that time. Null means
 * another write (or the expiry) came first.
 */
export async function updateQuoteIfUnchanged(
  prisma: PrismaClient,
  seen: QuoteRow,
  changes: QuoteChanges,
  options: { liveAt?: Date; offer?: NewQuoteOffer } = {},
): Promise<QuoteRow | null> {
  return nullWhenUnmatched('Quote', async () => {
    return await prisma.$transaction(async (tx) => {
      const updated = await tx.quote.update({
        where: {
          id: seen.id,
          tenantId: seen.tenantId,
          version: seen.version,
          ...(options.liveAt ? { validUntil: { gt: options.liveAt } } : {}),
        },
        data: { ...changes, version: { increment: 1 } },
      });
      if (options.offer)
        await tx.quoteOffer.create({ data: { ...options.offer, version: updated.version } });
      return toQuoteRow(updated);
    });
  });
}
