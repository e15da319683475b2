import DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { isUuid } from '../../../lib/context';
import { findOrdersByIds, findOrdersByQuoteIds, type OrderRow } from '../data/orders';
import { findOffersByQuoteIds, findQuotesByIds, type QuoteOfferRow, type QuoteRow } from '../data/quotes';

/**
 * DataLoaders of quotes and orders; every one scoped to the caller's tenant and blind to who
 * the caller is: the domain decides what the caller may see.
 */
export interface DealLoaders {
  quoteById: DataLoader<string, QuoteRow | null>;
  /** The counter-offers of a quote, oldest first. */
  quoteOffersByQuoteId: DataLoader<string, QuoteOfferRow[]>;
  orderById: DataLoader<string, OrderRow | null>;
  orderByQuoteId: DataLoader<string, OrderRow | null>;
}

/**
 * A loader of rows by one key: ids that are not UUIDs cannot exist, so they never reach the
 * database (one bad id must not fail the whole batch), and no tenant means nothing.
 */
function byKey<Row>(
  tenantId: string | null,
  fetch: (tenantId: string, keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): DataLoader<string, Row | null> {
  return new DataLoader(async (keys) => {
    const wanted = keys.filter(isUuid).map((key) => key.toLowerCase());
    if (!tenantId || wanted.length === 0) return keys.map(() => null);
    const rows = new Map((await fetch(tenantId, wanted)).map((row) => [keyOf(row), row]));
    return keys.map((key) => rows.get(key.toLowerCase()) ?? null);
  });
}

export function createDealLoaders(prisma: PrismaClient, tenantId: string | null): DealLoaders {
  return {
    quoteById: byKey(tenantId, (tenant, ids) => findQuotesByIds(prisma, tenant, ids), (quote) => quote.id),
    orderById: byKey(tenantId, (tenant, ids) => findOrdersByIds(prisma, tenant, ids), (order) => order.id),
    orderByQuoteId: byKey(tenantId, (tenant, ids) => findOrdersByQuoteIds(prisma, tenant, ids), (order) => order.quoteId),
    quoteOffersByQuoteId: new DataLoader(async (quoteIds) => {
      const wanted = quoteIds.filter(isUuid).map((id) => id.toLowerCase());
      if (!tenantId || wanted.length === 0) return quoteIds.map(() => []);
      const byQuote = new Map<string, QuoteOfferRow[]>();
      for (const offer of await findOffersByQuoteIds(prisma, tenantId, wanted)) {
        byQuote.set(offer.quoteId, [...(byQuote.get(offer.quoteId) ?? []), offer]);
      }
      return quoteIds.map((id) => byQuote.get(id.toLowerCase()) ?? []);
    }),
  };
}
