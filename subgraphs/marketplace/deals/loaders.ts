import DataLoader from 'dataloader';
import { byId, groupLoader, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findOrdersByIds, findOrdersByQuoteIds, type OrderRow } from './order-store';
import {
  findOffersByQuoteIds,
  findQuotesByIds,
  type QuoteOfferRow,
  type QuoteRow,
} from './quote-store';

/**
 * DataLoaders of quotes and orders; every one scoped to the caller's tenant and blind to who
 * the caller is: the rules decide what the caller may see.
 */
export interface DealLoaders {
  quoteById: DataLoader<string, QuoteRow | null>;
  /** The counter-offers of a quote, oldest first. */
  quoteOffersByQuoteId: DataLoader<string, QuoteOfferRow[]>;
  orderById: DataLoader<string, OrderRow | null>;
  orderByQuoteId: DataLoader<string, OrderRow | null>;
}

export function createDealLoaders(prisma: PrismaClient, tenantId: string | null): DealLoaders {
  return {
    quoteById: rowLoader(tenantId, (tenant, ids) => findQuotesByIds(prisma, tenant, ids), byId),
    orderById: rowLoader(tenantId, (tenant, ids) => findOrdersByIds(prisma, tenant, ids), byId),
    orderByQuoteId: rowLoader(
      tenantId,
      (tenant, ids) => findOrdersByQuoteIds(prisma, tenant, ids),
      (order) => order.quoteId,
    ),
    quoteOffersByQuoteId: groupLoader(
      tenantId,
      (tenant, ids) => findOffersByQuoteIds(prisma, tenant, ids),
      (offer) => offer.quoteId,
    ),
  };
}
