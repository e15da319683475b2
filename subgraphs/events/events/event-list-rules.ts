import type { Actor } from '../../../lib/context';
import {
  dateValue,
  sortedConnection,
  sortedPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { EventsDeps } from '../common/deps';
import { seesWholeTenant } from './access';
import type { EventStatus } from './event-status';
import { findEventPage } from './event-search-store';
import type { EventRow } from './event-store';
import { UPCOMING_PER_LISTING } from './loaders';

export interface EventListArgs extends PageRequest {
  from?: string | null;
  to?: string | null;
  city?: string | null;
  q?: string | null;
  status?: EventStatus | null;
  mine?: boolean | null;
}

const ALL_STATUSES: EventStatus[] = ['draft', 'published', 'cancelled', 'ended'];

/**
 * The tenant's events soonest first, (startsAt, id): by default the published ones that have
 * not ended; `status` picks another read status (drafts: the caller's own, every one for
 * admins); `mine` lists the caller's own events in every status (docs/api/events.md, "Events").
 */
export async function listEvents(
  deps: EventsDeps,
  actor: Actor,
  args: EventListArgs,
): Promise<Connection<EventRow>> {
  const check = new InputCheck();
  check.text('q', args.q, { max: 200 });
  check.text('city', args.city, { max: 100 });
  check.done();
  const page = sortedPage({ ...args, sortOrder: 'ASC' }, 'startsAt', { startsAt: dateValue });
  const statuses = args.status ? [args.status] : args.mine ? ALL_STATUSES : ['published'];
  const rows = await findEventPage(deps.prisma, {
    ...page,
    tenantId: actor.tenantId,
    now: deps.clock.now(),
    statuses,
    organizerId: args.mine ? actor.id : undefined,
    draftsOf: seesWholeTenant(actor) ? undefined : actor.id,
    from: args.from ? new Date(args.from) : undefined,
    to: args.to ? new Date(args.to) : undefined,
    city: args.city?.trim() || undefined,
    q: args.q?.trim() || undefined,
  });
  for (const row of rows) deps.loaders.eventById.prime(row.id, row);
  return sortedConnection(rows, page, (row) => row.startsAt.toISOString());
}

const UPCOMING_DEFAULT = 5;

/** Listing.upcomingEvents: through the request's loader, one query for every listing asked. */
export async function upcomingEventsAt(
  deps: EventsDeps,
  listingId: string,
  limit: number | null | undefined,
): Promise<EventRow[]> {
  new InputCheck()
    .number('limit', limit, { integer: true, min: 1, max: UPCOMING_PER_LISTING })
    .done();
  const events = await deps.loaders.upcomingEventsByListingId.load(listingId);
  return events.slice(0, limit ?? UPCOMING_DEFAULT);
}

/** Listing.upcomingEventCount: every published, not ended event at the venue, through the loader. */
export async function upcomingEventCountAt(deps: EventsDeps, listingId: string): Promise<number> {
  return (await deps.loaders.upcomingEventCountByListingId.load(listingId))?.count ?? 0;
}
