import type { Actor } from '../../../lib/context';
import { ConflictError } from '../../../lib/errors';
import type { MarketplaceDeps } from '../common/deps';
import {
  EXHIBITOR_SLOTS,
  type ExhibitorSlot,
  type ExhibitorSlotChanges,
  type ExhibitorSlotRow,
} from './exhibitor-slot-store';
import { getItem, reloadItem, type Catalogue } from './listing-items';
import {
  checkCreateSlot,
  checkUpdateSlot,
  type CreateExhibitorSlotInput,
  type UpdateExhibitorSlotInput,
} from './slot-input';

/** Exhibitor slots: bookable stands, booths and stalls of poper-lane listings, with a capacity. */
export const exhibitorSlots: Catalogue<
  ExhibitorSlot,
  CreateExhibitorSlotInput,
  UpdateExhibitorSlotInput,
  ExhibitorSlotChanges
> = {
  table: EXHIBITOR_SLOTS,
  lane: 'poper',
  loader: (loaders) => loaders.exhibitorSlotById,
  checkCreate: checkCreateSlot,
  checkUpdate: checkUpdateSlot,
  // A capacity change loses only to bookings landing between its read and its write.
  busy: 'The slot is being booked by other requests; please retry',
  // Deleting needs every seat free: a slot with confirmed bookings is 409 (cancel them first).
  deleteRefused: (slot) =>
    new ConflictError(
      `The slot has ${slot.booked} booked seat(s); cancel the bookings before deleting it`,
    ),
};

/** Seats of an exhibitor slot not booked yet. */
export function seatsLeft(slot: { capacity: number; booked: number }): number {
  return slot.capacity - slot.booked;
}

export function getExhibitorSlot(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<ExhibitorSlotRow> {
  return getItem(exhibitorSlots, deps, actor, id);
}

export function reloadExhibitorSlot(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<ExhibitorSlotRow> {
  return reloadItem(exhibitorSlots, deps, actor, id);
}
