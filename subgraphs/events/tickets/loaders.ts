import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findTicketsByIds, type TicketRow } from './ticket-store';

export interface TicketLoaders {
  ticketById: DataLoader<string, TicketRow | null>;
}

/** The tenant's shown tickets by id, for one request. */
export function ticketLoaders(prisma: PrismaClient, tenantId: string | null): TicketLoaders {
  return {
    ticketById: rowLoader(tenantId, (tenant, ids) => findTicketsByIds(prisma, tenant, ids), byId),
  };
}
