import type DataLoader from 'dataloader';
import { byId, groupLoader, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findBookingsByGroupIds, findBookingsByIds, type BookingRow } from './booking-store';

// DataLoaders of bookings v1 and v2; every one scoped to the caller's tenant.
export interface BookingLoaders {
  bookingById: DataLoader<string, BookingRow | null>;
  /** The bookings of a group booking in the order they were requested (empty for an unknown group). */
  bookingsByGroupId: DataLoader<string, BookingRow[]>;
}

export function createBookingLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
): BookingLoaders {
  return {
    bookingById: rowLoader(tenantId, (tenant, ids) => findBookingsByIds(prisma, tenant, ids), byId),
    bookingsByGroupId: groupLoader(
      tenantId,
      (tenant, ids) => findBookingsByGroupIds(prisma, tenant, ids),
      (row) => row.groupId!,
    ),
  };
}
