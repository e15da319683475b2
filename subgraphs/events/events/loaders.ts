import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findEventsByIds, type EventRow } from './event-store';

export interface EventLoaders {
  eventById: DataLoader<string, EventRow | null>;
}

/** The tenant's events by id, for one request. */
export function eventLoaders(prisma: PrismaClient, tenantId: string | null): EventLoaders {
  return {
    eventById: rowLoader(tenantId, (tenant, ids) => findEventsByIds(prisma, tenant, ids), byId),
  };
}
