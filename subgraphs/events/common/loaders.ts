import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import { eventLoaders, type EventLoaders } from '../events/loaders';
import { ticketTypeLoaders, type TicketTypeLoaders } from '../ticket-types/loaders';
import { ticketLoaders, type TicketLoaders } from '../tickets/loaders';

/** The request's DataLoaders, joined from the features' loader builders. */
export type EventsLoaders = EventLoaders & TicketTypeLoaders & TicketLoaders;

/** Loaders live for one request and only ever see the caller's tenant's rows. */
export function createLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
  clock: Clock,
): EventsLoaders {
  return {
    ...eventLoaders(prisma, tenantId, clock),
    ...ticketTypeLoaders(prisma, tenantId),
    ...ticketLoaders(prisma, tenantId),
  };
}
