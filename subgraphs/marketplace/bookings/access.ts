import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceLoaders } from '../common/loaders';
import type { BookingParty } from './booking-machine';
import type { BookingRow } from './booking-store';

/**
 * The buyer sees their bookings; the listing's seller sees them once submitted (a draft is the
 * buyer's own business); admins see every booking of the tenant.
 */
export function canSeeBooking(actor: Actor, booking: BookingRow): boolean {
  return (
    seesWholeTenant(actor) ||
    booking.buyerId === actor.id ||
    (booking.sellerId === actor.id && booking.submittedAt !== null)
  );
}

/** The booking when the actor may see it, else null. The loader already scopes to the tenant. */
export async function findVisibleBooking(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<BookingRow | null> {
  const booking = await loaders.bookingById.load(id);
  return booking && canSeeBooking(actor, booking) ? booking : null;
}

/** A booking the actor may see, or 404: others' and other tenants' bookings look like no booking. */
export async function visibleBooking(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<BookingRow> {
  assertUuid(id);
  const booking = await findVisibleBooking(loaders, actor, id);
  if (!booking) throw new NotFoundError('Booking', id);
  return booking;
}

const PARTY_NAMES: Record<BookingParty, string> = {
  buyer: "the booking's buyer",
  seller: "the listing's seller",
  party: "the booking's buyer or the listing's seller",
};

/** Moves belong to the parties; anyone else who can see the booking (an admin) gets 403. */
export function assertParty(
  actor: Actor,
  booking: BookingRow,
  party: BookingParty,
  move: string,
): void {
  const isBuyer = booking.buyerId === actor.id;
  const isSeller = booking.sellerId === actor.id;
  const allowed = party === 'buyer' ? isBuyer : party === 'seller' ? isSeller : isBuyer || isSeller;
  if (!allowed) throw new ForbiddenError(`Only ${PARTY_NAMES[party]} can ${move} a booking`);
}
