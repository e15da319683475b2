import type { Actor } from '../../../lib/context';
import { AppError, ConflictError, InvalidStateError, NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { MarketplaceDeps } from '../common/deps';
import { MAX_QUANTITY } from '../common/input-rules';
import {
  assertCanBookSlotOf,
  assertCanCancelSlotBooking,
  assertCanListSlotBookings,
  visibleSlotBooking,
} from './access';
import { getExhibitorSlot, reloadExhibitorSlot, seatsLeft } from './exhibitor-slots';
import {
  bookSeats,
  cancelBooking,
  listBookingsOfBooker,
  listBookingsOfSlot,
  type SlotBookingRow,
  type SlotBookingStatus,
} from './slot-booking-store';

export interface SlotBookingListArgs extends PageRequest {
  status?: SlotBookingStatus | null;
}

function slotStarted(): AppError {
  return new AppError('INVALID_STATE', 'Cannot book a slot that has already started', 400);
}

export async function getSlotBooking(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<SlotBookingRow> {
  return (await visibleSlotBooking(deps, actor, id)).booking;
}

/**
 * Books seats of a slot of someone else's active listing before the slot starts. Seats are
 * taken by one conditional UPDATE, so concurrent bookings of the last seat get exactly one
 * success; the others learn why they failed from a fresh read: 409 when the slot is full.
 */
export async function bookExhibitorSlot(
  deps: MarketplaceDeps,
  actor: Actor,
  slotId: string,
  quantity: number | null | undefined,
): Promise<SlotBookingRow> {
  new InputCheck()
    .number('quantity', quantity, { min: 1, max: MAX_QUANTITY, integer: true })
    .done();
  const seats = quantity ?? 1;
  const slot = await getExhibitorSlot(deps, actor, slotId);
  const listing = await deps.loaders.listingById.load(slot.listingId);
  if (!listing) throw new NotFoundError('Exhibitor slot', slotId);
  assertCanBookSlotOf(actor, listing);
  if (listing.status !== 'active')
    throw new InvalidStateError('listing', listing.status, 'book a slot of');
  const now = deps.clock.now();
  if (slot.startsAt.getTime() <= now.getTime()) throw slotStarted();
  const booking = await bookSeats(
    deps.prisma,
    {
      tenantId: actor.tenantId,
      slotId: slot.id,
      listingId: slot.listingId,
      bookerId: actor.id,
      quantity: seats,
    },
    now,
  );
  if (booking) {
    deps.loaders.exhibitorSlotById.clear(slot.id);
    return booking;
  }
  const fresh = await reloadExhibitorSlot(deps, actor, slotId);
  if (fresh.startsAt.getTime() <= now.getTime()) throw slotStarted();
  const left = seatsLeft(fresh);
  throw new ConflictError(
    left === 0 ? 'The slot is full' : `The slot is full: ${left} seat(s) left, ${seats} asked for`,
  );
}

/** The booker or the listing's owner cancels a confirmed booking; its seats become free again. */
export async function cancelSlotBooking(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<SlotBookingRow> {
  const visible = await visibleSlotBooking(deps, actor, id);
  assertCanCancelSlotBooking(actor, visible);
  const { booking } = visible;
  if (booking.status !== 'confirmed')
    throw new InvalidStateError('slot booking', booking.status, 'cancel');
  const cancelled = await cancelBooking(
    deps.prisma,
    actor.tenantId,
    booking.id,
    actor.id,
    deps.clock.now(),
  );
  // Null: a concurrent cancel won; this one reports the state it left behind.
  if (!cancelled) throw new InvalidStateError('slot booking', 'cancelled', 'cancel');
  deps.loaders.exhibitorSlotById.clear(cancelled.slot.id).prime(cancelled.slot.id, cancelled.slot);
  return cancelled.booking;
}

/** The listing's owner (or an admin) lists the bookings of one slot, oldest first. */
export async function listSlotBookings(
  deps: MarketplaceDeps,
  actor: Actor,
  slotId: string,
  args: SlotBookingListArgs,
): Promise<Connection<SlotBookingRow>> {
  const page = creationPage(args, 'ASC');
  const slot = await getExhibitorSlot(deps, actor, slotId);
  assertCanListSlotBookings(actor, slot);
  return creationConnection(
    await listBookingsOfSlot(deps.prisma, actor.tenantId, slot.id, args.status ?? undefined, page),
    page,
  );
}

export async function listMySlotBookings(
  deps: MarketplaceDeps,
  actor: Actor,
  args: SlotBookingListArgs,
): Promise<Connection<SlotBookingRow>> {
  const page = creationPage(args, 'DESC');
  return creationConnection(
    await listBookingsOfBooker(
      deps.prisma,
      actor.tenantId,
      actor.id,
      args.status ?? undefined,
      page,
    ),
    page,
  );
}
