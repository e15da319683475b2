import type DataLoader from 'dataloader';
import { byId, groupLoader, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import {
  findTicketTypesByIds,
  findTicketTypesOfEvents,
  type TicketTypeRow,
} from './ticket-type-store';

export interface TicketTypeLoaders {
  ticketTypeById: DataLoader<string, TicketTypeRow | null>;
  ticketTypesByEventId: DataLoader<string, TicketTypeRow[]>;
}

/** The tenant's ticket types by id and by event, for one request. */
export function ticketTypeLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
): TicketTypeLoaders {
  return {
    ticketTypeById: rowLoader(
      tenantId,
      (tenant, ids) => findTicketTypesByIds(prisma, tenant, ids),
      byId,
    ),
    ticketTypesByEventId: groupLoader(
      tenantId,
      (tenant, ids) => findTicketTypesOfEvents(prisma, tenant, ids),
      (row) => row.eventId,
    ),
  };
}
