import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceDeps } from '../common/deps';
import type { ListingRow } from '../listings/listing-store';
import type { ExhibitorSlotRow } from './exhibitor-slot-store';
import { findSlotBooking, type SlotBookingRow } from './slot-booking-store';

/** The booker, the listing's owner or an admin sees a booking; anyone else gets 404. */
export async function visibleSlotBooking(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<{ booking: SlotBookingRow; isOwner: boolean }> {
  assertUuid(id);
  const booking = await findSlotBooking(deps.prisma, actor.tenantId, id);
  const listing = booking && (await deps.loaders.listingById.load(booking.listingId));
  const isOwner = listing?.sellerId === actor.id;
  if (!booking || (booking.bookerId !== actor.id && !isOwner && !seesWholeTenant(actor)))
    throw new NotFoundError('Slot booking', id);
  return { booking, isOwner };
}

/** Sellers book slots of other sellers' listings, never of their own. */
export function assertCanBookSlotOf(actor: Actor, listing: ListingRow): void {
  if (listing.sellerId === actor.id)
    throw new ForbiddenError('Sellers cannot book slots of their own listing');
}

/** The booker or the listing's owner cancels a booking; an admin who is neither only sees it. */
export function assertCanCancelSlotBooking(
  actor: Actor,
  visible: { booking: SlotBookingRow; isOwner: boolean },
): void {
  if (visible.booking.bookerId !== actor.id && !visible.isOwner)
    throw new ForbiddenError("Only the booker or the listing's seller can cancel a booking");
}

/** The bookings of a slot are listed to the listing's owner and the tenant's admins. */
export function assertCanListSlotBookings(actor: Actor, slot: ExhibitorSlotRow): void {
  if (slot.sellerId !== actor.id && !seesWholeTenant(actor))
    throw new ForbiddenError("Only the listing's seller can see a slot's bookings");
}
