import type { Actor } from '../../../lib/context';
import {
  creationConnection,
  creationPage,
  numberedPageOffset,
  pageLimit,
  type Connection,
  type SortOrder,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceDeps } from '../common/deps';
import { statesOfLegacy, type LegacyBookingStatus } from './booking-machine';
import { searchBookings } from './booking-search-store';
import type { BookingRow, BookingStatus } from './booking-store';

/** List arguments as GraphQL (and the REST query string, by name) deliver them. */
export interface BookingListArgs {
  listingId?: string | null;
  status?: BookingStatus | null;
  legacyStatus?: LegacyBookingStatus | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  page?: number | null;
  limit?: number | null;
}

/** Whose bookings: the caller's as buyer (admins: the whole tenant) or on the caller's listings. */
export type BookingScope = 'buyer' | 'seller';

// Offsets beyond this are no page anyone reads; the bound keeps OFFSET within sane numbers.
const MAX_PAGE = 1_000_000;

/** The arguments checked, every problem at once; answers the rows a numbered page skips. */
function checkArgs(args: BookingListArgs, limit: number): number | undefined {
  const check = new InputCheck();
  check
    .uuid('listingId', args.listingId)
    .when(
      args.status != null && args.legacyStatus != null,
      'status',
      'cannot be combined with legacyStatus',
    );
  const offset = numberedPageOffset(check, args, limit, { maxPage: MAX_PAGE });
  check.done();
  return offset;
}

/**
 * One page of bookings, newest first by default, in keyset order on (createdAt, id). `page`
 * (REST v1) skips whole pages instead; its edges still carry cursors that continue from there.
 */
export async function listBookings(
  deps: MarketplaceDeps,
  actor: Actor,
  args: BookingListArgs,
  scope: BookingScope,
): Promise<Connection<BookingRow>> {
  const offset = checkArgs(args, pageLimit(args.limit));
  const page = creationPage(args, args.sortOrder ?? 'DESC');
  const statuses = args.status
    ? [args.status]
    : args.legacyStatus
      ? statesOfLegacy(args.legacyStatus)
      : undefined;
  const rows = await searchBookings(deps.prisma, {
    tenantId: actor.tenantId,
    buyerId: scope === 'buyer' && !seesWholeTenant(actor) ? actor.id : undefined,
    sellerId: scope === 'seller' ? actor.id : undefined,
    listingId: args.listingId ?? undefined,
    statuses,
    page,
    offset,
  });
  for (const row of rows) deps.loaders.bookingById.prime(row.id, row);
  return creationConnection(rows, page);
}
