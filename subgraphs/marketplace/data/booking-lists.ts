import type { PrismaClient } from '../../../lib/db/prisma';
import type { Prisma } from '../../../lib/db/generated/client';
import type { SortOrder } from '../../../lib/pagination';
import { toBookingRow, type BookingRow, type BookingStatus } from './bookings';

/** A validated list request; the tenant and exactly one scope (buyer, seller or none) are set. */
export interface BookingQuery {
  tenantId: string;
  /** Only this buyer's bookings. */
  buyerId?: string;
  /** Only bookings on this seller's listings, and only once submitted (drafts are the buyer's). */
  sellerId?: string;
  listingId?: string;
  statuses?: BookingStatus[];
  sortOrder: SortOrder;
  /** Keyset position: the last row of the previous page. */
  after?: { createdAt: Date; id: string };
  /** Offset pagination (REST v1 `page`): rows to skip. */
  offset?: number;
  limit: number;
}

function where(query: BookingQuery): Prisma.BookingWhereInput {
  const and: Prisma.BookingWhereInput[] = [{ tenantId: query.tenantId }];
  if (query.buyerId) and.push({ buyerId: query.buyerId });
  if (query.sellerId) and.push({ sellerId: query.sellerId, submittedAt: { not: null } });
  if (query.listingId) and.push({ listingId: query.listingId });
  if (query.statuses) and.push({ status: { in: query.statuses } });
  if (query.after) {
    const beyond = query.sortOrder === 'ASC' ? 'gt' : 'lt';
    const { createdAt, id } = query.after;
    and.push({ OR: [{ createdAt: { [beyond]: createdAt } }, { createdAt, id: { [beyond]: id } }] });
  }
  return { AND: and };
}

/**
 * One page in (createdAt, id) order, so rows inserted between pages are neither repeated nor
 * skipped. Fetches `limit + 1` rows; the extra one only tells that another page exists.
 */
export async function searchBookings(prisma: PrismaClient, query: BookingQuery): Promise<BookingRow[]> {
  const direction = query.sortOrder === 'ASC' ? 'asc' : 'desc';
  const rows = await prisma.booking.findMany({
    where: where(query),
    orderBy: [{ createdAt: direction }, { id: direction }],
    skip: query.offset,
    take: query.limit + 1,
  });
  return rows.map(toBookingRow);
}
