import { ConflictError, NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { retryWhileStale } from '../../../lib/optimistic';
import { InputCheck, assertUuid } from '../../../lib/validation';
import { deleteUnbookedSlot, insertSlot, listSlots, updateSlot, type ExhibitorSlotRow } from './exhibitor-slot-store';
import { listingForChange, ownedOpenListing, parentListing, visibleChild } from '../listings/child-access';
import type { Actor } from '../listings/access';
import type { ListingDeps } from '../listings/listing-rules';
import { checkCreateSlot, checkUpdateSlot, type CreateExhibitorSlotInput, type UpdateExhibitorSlotInput } from './slot-input';

/** The slot when its listing is visible to the caller, else 404; through the request's loader. */
export async function getExhibitorSlot(deps: ListingDeps, actor: Actor, id: string): Promise<ExhibitorSlotRow> {
  assertUuid(id);
  return visibleChild(deps, actor, await deps.loaders.exhibitorSlotById.load(id), 'Exhibitor slot', id);
}

/** A fresh read, past the request's cache: after a write or a lost race. */
export function reloadExhibitorSlot(deps: ListingDeps, actor: Actor, id: string): Promise<ExhibitorSlotRow> {
  deps.loaders.exhibitorSlotById.clear(id);
  return getExhibitorSlot(deps, actor, id);
}

export async function listExhibitorSlots(deps: ListingDeps, actor: Actor, listingId: string, args: PageRequest): Promise<Connection<ExhibitorSlotRow>> {
  const page = creationPage(args, 'ASC');
  const listing = await parentListing(deps, actor, listingId);
  return creationConnection(await listSlots(deps.prisma, actor.tenantId, listing.id, page), page);
}

/** Only on a poper-lane listing of the caller; every problem of the input is reported at once. */
export async function createExhibitorSlot(deps: ListingDeps, actor: Actor, input: CreateExhibitorSlotInput): Promise<ExhibitorSlotRow> {
  const check = new InputCheck();
  const values = checkCreateSlot(check, input, new Date());
  const listing = await listingForChange(deps, actor, input.listingId, 'poper', check);
  const slot = await insertSlot(deps.prisma, { ...values, tenantId: actor.tenantId, listingId: listing.id, sellerId: listing.sellerId });
  deps.loaders.exhibitorSlotById.prime(slot.id, slot);
  return slot;
}

export async function updateExhibitorSlot(deps: ListingDeps, actor: Actor, id: string, input: UpdateExhibitorSlotInput): Promise<ExhibitorSlotRow> {
  // A capacity change loses only to a booking that landed between read and write; it is then
  // re-checked against the new count.
  return retryWhileStale(
    async (attempt) => {
      const slot = attempt === 0 ? await getExhibitorSlot(deps, actor, id) : await reloadExhibitorSlot(deps, actor, id);
      await ownedOpenListing(deps, actor, slot.listingId);
      const changes = checkUpdateSlot(input, slot, new Date());
      if (Object.keys(changes).length === 0) return slot;
      const updated = await updateSlot(deps.prisma, actor.tenantId, slot.id, changes);
      if (!updated) return undefined;
      deps.loaders.exhibitorSlotById.clear(id).prime(id, updated);
      return updated;
    },
    () => new ConflictError('The slot is being booked by other requests; please retry'),
  );
}

/** Only while no seat is booked: a slot with confirmed bookings is 409 (cancel them first). */
export async function deleteExhibitorSlot(deps: ListingDeps, actor: Actor, id: string): Promise<boolean> {
  const slot = await getExhibitorSlot(deps, actor, id);
  await ownedOpenListing(deps, actor, slot.listingId);
  if (await deleteUnbookedSlot(deps.prisma, actor.tenantId, slot.id)) {
    deps.loaders.exhibitorSlotById.clear(id);
    return true;
  }
  const fresh = await reloadExhibitorSlot(deps, actor, id).catch(() => null);
  if (!fresh) throw new NotFoundError('Exhibitor slot', id);
  throw new ConflictError(`The slot has ${fresh.booked} booked seat(s); cancel the bookings before deleting it`);
}
