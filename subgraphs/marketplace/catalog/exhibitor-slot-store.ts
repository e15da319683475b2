import type { ExhibitorSlot } from '../../../lib/db/generated/client';
import type { ItemRow, ItemTable } from './item-store';

export type { ExhibitorSlot };

export type ExhibitorSlotRow = ItemRow<ExhibitorSlot>;
export type ExhibitorSlotChanges = Partial<
  Pick<ExhibitorSlotRow, 'name' | 'description' | 'startsAt' | 'endsAt' | 'capacity' | 'price'>
>;

/** Exhibitor slots: seats of a slot are taken by slot bookings (slot-booking-store.ts), so two writes carry conditions. */
export const EXHIBITOR_SLOTS: ItemTable<ExhibitorSlot, ExhibitorSlotChanges> = {
  resource: 'Exhibitor slot',
  model: (db) => db.exhibitorSlot,
  // A new capacity below the seats booked by then writes nothing: the check sits in the UPDATE
  // itself, so a booking landing between the rules' check and the write cannot be squeezed out.
  updateGuard: (changes) =>
    changes.capacity === undefined ? {} : { booked: { lte: changes.capacity } },
  // Only while no seat is booked: the same row lock orders the delete against a booking.
  deleteGuard: { booked: 0 },
};
