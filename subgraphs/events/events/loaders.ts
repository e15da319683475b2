import type DataLoader from 'dataloader';
import type { Clock } from '../../../lib/clock';
import { byId, groupLoader, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { countUpcomingEventsAt, findUpcomingEventsAt } from './event-search-store';
import { findEventsByIds, type EventRow } from './event-store';

/** The most upcoming events a listing answers (Listing.upcomingEvents' largest `limit`). */
export const UPCOMING_PER_LISTING = 20;

export interface EventLoaders {
  eventById: DataLoader<string, EventRow | null>;
  /** Published, not ended events at a venue listing, soonest first, at most 20. */
  upcomingEventsByListingId: DataLoader<string, EventRow[]>;
  /** How many such events each venue listing has, all of them counted (null: none). */
  upcomingEventCountByListingId: DataLoader<string, { listingId: string; count: number } | null>;
}

/** The tenant's events by id and by venue listing, for one request. */
export function eventLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
  clock: Clock,
): EventLoaders {
  return {
    eventById: rowLoader(tenantId, (tenant, ids) => findEventsByIds(prisma, tenant, ids), byId),
    upcomingEventsByListingId: groupLoader(
      tenantId,
      (tenant, ids) => findUpcomingEventsAt(prisma, tenant, ids, clock.now(), UPCOMING_PER_LISTING),
      (row) => row.venueListingId!,
    ),
    upcomingEventCountByListingId: rowLoader(
      tenantId,
      (tenant, ids) => countUpcomingEventsAt(prisma, tenant, ids, clock.now()),
      (row) => row.listingId,
    ),
  };
}
