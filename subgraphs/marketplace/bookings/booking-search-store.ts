import type { Prisma } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import { toBookingRow, type BookingRow, type BookingStatus } from './booking-store';

/** A validated list request; the tenant and exactly one scope (buyer, seller or none) are set. */
export interface BookingQuery {
  tenantId: string;
  /** Only this buyer's bookings. */
  buyerId?: string;
  /** Only bookings on this seller's listings, and only once submitted (drafts are the buyer's). */
  sellerId?: string;
  listingId?: string;
  statuses?: BookingStatus[];
  page: CreationPage;
  /** Offset pagination (REST v1 `page`): rows to skip. */
  offset?: number;
}

function where(query: BookingQuery): Prisma.BookingWhereInput {
  const and: Prisma.BookingWhereInput[] = [{ tenantId: query.tenantId }];
  if (query.buyerId) and.push({ buyerId: query.buyerId });
  if (query.sellerId) and.push({ sellerId: query.sellerId, submittedAt: { not: null } });
  if (query.listingId) and.push({ listingId: query.listingId });
  if (query.statuses) and.push({ status: { in: query.statuses } });
  if (query.page.after) and.push(createdAfter(query.page));
  return { AND: and };
}

/** One page in (createdAt, id) order; `limit + 1` rows, the extra one only tells that another page exists. */
export async function searchBookings(prisma: Db, query: BookingQuery): Promise<BookingRow[]> {
  const rows = await prisma.booking.findMany({
    where: where(query),
    ...creationQuery(query.page),
    skip: query.offset,
  });
  return rows.map(toBookingRow);
}
