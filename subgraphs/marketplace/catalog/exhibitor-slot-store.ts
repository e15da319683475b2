import { nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { ExhibitorSlot } from '../../../lib/db/generated/client';
import type { CreationPage } from '../../../lib/pagination';

export interface ExhibitorSlotRow {
  id: string;
  tenantId: string;
  listingId: string;
  sellerId: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  price: number;
  createdAt: Date;
  updatedAt: Date;
}

export type ExhibitorSlotChanges = Partial<Pick<ExhibitorSlotRow, 'name' | 'description' | 'startsAt' | 'endsAt' | 'capacity' | 'price'>>;
export type NewExhibitorSlot = Required<ExhibitorSlotChanges> & Pick<ExhibitorSlotRow, 'tenantId' | 'listingId' | 'sellerId'>;

export function toSlotRow(slot: ExhibitorSlot): ExhibitorSlotRow {
  return { ...slot, price: slot.price.toNumber() };
}

export async function findSlotsByIds(prisma: PrismaClient, tenantId: string, ids: readonly string[]): Promise<ExhibitorSlotRow[]> {
  const rows = await prisma.exhibitorSlot.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toSlotRow);
}

export async function insertSlot(prisma: PrismaClient, slot: NewExhibitorSlot): Promise<ExhibitorSlotRow> {
  return toSlotRow(await prisma.exhibitorSlot.create({ data: slot }));
}

/**
 * Applies the changes unless a new capacity is below the seats booked by then: the check sits
 * in the UPDATE itself, so a booking landing meanwhile cannot be squeezed out. Null when the
 * slot is gone or the capacity no longer fits.
 */
export async function updateSlot(prisma: PrismaClient, tenantId: string, id: string, changes: ExhibitorSlotChanges): Promise<ExhibitorSlotRow | null> {
  const fits = changes.capacity === undefined ? {} : { booked: { lte: changes.capacity } };
  return nullWhenUnmatched('Exhibitor slot', async () => toSlotRow(await prisma.exhibitorSlot.update({ where: { id, tenantId, ...fits }, data: changes })));
}

/** Deletes the slot only while no seat is booked; false otherwise (or when it is gone). */
export async function deleteUnbookedSlot(prisma: PrismaClient, tenantId: string, id: string): Promise<boolean> {
  const { count } = await prisma.exhibitorSlot.deleteMany({ where: { id, tenantId, booked: 0 } });
  return count === 1;
}

export async function listSlots(prisma: PrismaClient, tenantId: string, listingId: string, page: CreationPage): Promise<ExhibitorSlotRow[]> {
  const rows = await prisma.exhibitorSlot.findMany({ where: { tenantId, listingId, ...createdAfter(page) }, ...creationQuery(page) });
  return rows.map(toSlotRow);
}
