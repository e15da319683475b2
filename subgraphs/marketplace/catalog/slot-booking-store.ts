import type { SlotBooking, SlotBookingStatus } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import type { ExhibitorSlotRow } from './exhibitor-slot-store';
import { toItemRow } from './item-store';

export type { SlotBookingStatus };
export type SlotBookingRow = Omit<SlotBooking, 'updatedAt'>;

export interface NewSlotBooking {
  tenantId: string;
  slotId: string;
  listingId: string;
  bookerId: string;
  quantity: number;
}

function toRow({ updatedAt: _updatedAt, ...booking }: SlotBooking): SlotBookingRow {
  return booking;
}

export async function findSlotBooking(
  prisma: Db,
  tenantId: string,
  id: string,
): Promise<SlotBookingRow | null> {
  const booking = await prisma.slotBooking.findFirst({ where: { id, tenantId } });
  return booking && toRow(booking);
}

/**
 * Takes `quantity` seats and records the booking in one transaction. The seats are taken by one
 * conditional UPDATE (`booked + quantity <= capacity`, slot not started): PostgreSQL runs
 * concurrent ones on the same row one after the other and re-checks the condition on the row
 * each one finally sees, so the slot can never be oversold. Null when the seats are not there
 * (full, started or gone); the caller finds out which.
 */
export function bookSeats(
  prisma: PrismaClient,
  booking: NewSlotBooking,
  now: Date,
): Promise<SlotBookingRow | null> {
  return prisma.$transaction(async (tx) => {
    const taken = await tx.$executeRaw`
      UPDATE "marketplace"."exhibitor_slots"
      SET "booked" = "booked" + ${booking.quantity}, "updated_at" = ${now}
      WHERE "id" = ${booking.slotId}::uuid AND "tenant_id" = ${booking.tenantId}::uuid
        AND "booked" + ${booking.quantity} <= "capacity" AND "starts_at" > ${now}`;
    if (taken !== 1) return null;
    return toRow(await tx.slotBooking.create({ data: { ...booking, createdAt: now } }));
  });
}

/**
 * Cancels a confirmed booking and gives its seats back, together. The status condition makes a
 * second (or concurrent) cancel a no-op that returns null, so seats are never given back twice.
 */
export function cancelBooking(
  prisma: PrismaClient,
  tenantId: string,
  id: string,
  by: string,
  now: Date,
): Promise<{ booking: SlotBookingRow; slot: ExhibitorSlotRow } | null> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.slotBooking.updateMany({
      where: { id, tenantId, status: 'confirmed' },
      data: { status: 'cancelled', cancelledAt: now, cancelledBy: by },
    });
    if (count !== 1) return null;
    const booking = await tx.slotBooking.findUniqueOrThrow({ where: { id } });
    const slot = await tx.exhibitorSlot.update({
      where: { id: booking.slotId },
      data: { booked: { decrement: booking.quantity } },
    });
    return { booking: toRow(booking), slot: toItemRow(slot) };
  });
}

export async function listBookingsOfSlot(
  prisma: Db,
  tenantId: string,
  slotId: string,
  status: SlotBookingStatus | undefined,
  page: CreationPage,
): Promise<SlotBookingRow[]> {
  const rows = await prisma.slotBooking.findMany({
    where: { tenantId, slotId, status, ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toRow);
}

export async function listBookingsOfBooker(
  prisma: Db,
  tenantId: string,
  bookerId: string,
  status: SlotBookingStatus | undefined,
  page: CreationPage,
): Promise<SlotBookingRow[]> {
  const rows = await prisma.slotBooking.findMany({
    where: { tenantId, bookerId, status, ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toRow);
}
