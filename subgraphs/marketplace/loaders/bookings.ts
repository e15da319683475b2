import type { PrismaClient } from '../../../lib/db/prisma';

// DataLoaders of bookings v1 and v2; every one scoped to the caller's tenant.
export interface BookingLoaders {}

export function createBookingLoaders(_prisma: PrismaClient, _tenantId: string | null): BookingLoaders {
  return {};
}
