import DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { isUuid } from '../../../lib/context';
import { findBookingsByGroupIds, findBookingsByIds, type BookingRow } from '../data/bookings';

// DataLoaders of bookings v1 and v2; every one scoped to the caller's tenant.
export interface BookingLoaders {
  bookingById: DataLoader<string, BookingRow | null>;
  /** The bookings of a group booking in the order they were requested (empty for an unknown group). */
  bookingsByGroupId: DataLoader<string, BookingRow[]>;
}

/** Ids that are not UUIDs cannot exist, so they never reach the database. */
export function createBookingLoaders(prisma: PrismaClient, tenantId: string | null): BookingLoaders {
  return {
    bookingById: new DataLoader(async (ids) => {
      const wanted = ids.filter(isUuid);
      if (!tenantId || wanted.length === 0) return ids.map(() => null);
      const rows = new Map((await findBookingsByIds(prisma, tenantId, wanted)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id.toLowerCase()) ?? null);
    }),
    bookingsByGroupId: new DataLoader(async (ids) => {
      const wanted = ids.filter(isUuid);
      if (!tenantId || wanted.length === 0) return ids.map(() => []);
      const byGroup = new Map<string, BookingRow[]>();
      for (const row of await findBookingsByGroupIds(prisma, tenantId, wanted)) {
        byGroup.set(row.groupId!, [...(byGroup.get(row.groupId!) ?? []), row]);
      }
      return ids.map((id) => byGroup.get(id.toLowerCase()) ?? []);
    }),
  };
}
