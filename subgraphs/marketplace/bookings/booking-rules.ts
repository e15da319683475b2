import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import { AppError, ConflictError, ValidationError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import { nextState } from '../../../lib/state-machine';
import { InputCheck } from '../../../lib/validation';
import { visibleListing } from '../listings/access';
import type { ListingRow } from '../listings/listing-store';
import type { MarketplaceDeps } from '../common/deps';
import { assertParty, visibleBooking } from './access';
import { MOVE_EVENTS } from './booking-events';
import {
  checkBooking,
  checkSimpleBooking,
  type Checked,
  type CreateBookingInput,
  type CreateSimpleBookingInput,
} from './booking-input';
import {
  bookingMachine,
  MOVE_ACTORS,
  MOVE_STAMPS,
  NEEDS_ACTIVE_LISTING,
  type BookingMove,
} from './booking-machine';
import {
  insertBookingsOnActiveListing,
  updateBookingIfUnchanged,
  type BookingChanges,
  type BookingRow,
} from './booking-store';

/** A move that puts the booking in front of the seller needs a listing that still takes bookings. */
function listingInactive(status: string, move: string): AppError {
  return new AppError(
    'INVALID_STATE',
    `Cannot ${move} a booking while its listing is ${status}`,
    400,
  );
}

const notBookable = (status: string) =>
  `the listing is ${status}; only active listings can be booked`;

/** Problems and warnings that need the listing: it must be active and not the actor's own. */
export function checkListing(
  check: InputCheck,
  actor: Actor,
  listing: ListingRow,
  checked: Checked,
): void {
  const { terms, warnings } = checked;
  if (listing.status !== 'active') check.problem('listingId', notBookable(listing.status));
  check.when(
    listing.sellerId === actor.id,
    'listingId',
    'is your own listing; sellers cannot book their own listings',
  );
  const currency = terms.currency ?? listing.currency;
  if (currency !== listing.currency)
    warnings.push(
      `pricing.currency ${currency} differs from the listing's currency ${listing.currency}`,
    );
  if (terms.baseAmount < listing.priceMin)
    warnings.push(
      `pricing.base ${terms.baseAmount} is below the listing's priceMin ${listing.priceMin}`,
    );
  if (terms.baseAmount > listing.priceMax)
    warnings.push(
      `pricing.base ${terms.baseAmount} is above the listing's priceMax ${listing.priceMax}`,
    );
}

/**
 * Books every attendee of `checked` in one transaction (all or none). Field problems are a 400;
 * a listing the actor cannot see is a 404; a listing that cannot be booked is a 400 on listingId.
 */
export async function book(
  deps: MarketplaceDeps,
  actor: Actor,
  check: InputCheck,
  checked: Checked,
  groupId: string | null,
): Promise<BookingRow[]> {
  check.done();
  const { terms } = checked;
  const listing = await visibleListing(deps.loaders, actor, terms.listingId);
  checkListing(check, actor, listing, checked);
  check.done();
  const now = deps.clock.now();
  const written = await insertBookingsOnActiveListing(
    deps.prisma,
    terms.attendees.map((attendee, index) => ({
      id: randomUUID(),
      tenantId: actor.tenantId,
      listingId: listing.id,
      sellerId: listing.sellerId,
      buyerId: actor.id,
      groupId,
      groupPosition: groupId ? index : null,
      status: terms.status,
      baseAmount: terms.baseAmount,
      taxAmount: terms.taxAmount,
      totalAmount: terms.totalAmount,
      currency: terms.currency ?? listing.currency,
      attendeeEmail: attendee.email,
      attendeeName: attendee.name,
      attendeePhone: attendee.phone,
      quantity: terms.quantity,
      notes: terms.notes,
      // A booking created pending is submitted at once.
      submittedAt: terms.status === 'pending' ? now : null,
    })),
  );
  // The listing's state, checked again on its locked row: it may have been paused meanwhile.
  if ('listingStatus' in written)
    throw ValidationError.field('listingId', notBookable(written.listingStatus));
  for (const row of written) deps.loaders.bookingById.prime(row.id, row);
  return written;
}

export async function createBooking(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateBookingInput,
): Promise<BookingRow> {
  const check = new InputCheck();
  const [row] = await book(deps, actor, check, checkBooking(check, input), null);
  return row;
}

export async function createSimpleBooking(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateSimpleBookingInput,
): Promise<BookingRow> {
  const check = new InputCheck();
  const [row] = await book(deps, actor, check, checkSimpleBooking(check, input), null);
  return row;
}

export function getBooking(deps: MarketplaceDeps, actor: Actor, id: string): Promise<BookingRow> {
  return visibleBooking(deps.loaders, actor, id);
}

function checkReason(reason: string | null | undefined): string | null {
  new InputCheck().text('reason', reason, { max: 500 }).done();
  return reason?.trim() || null;
}

/**
 * Moves a booking the actor can see: only the move's party may make it (else 403), only from
 * the states the machine allows (else 400 INVALID_STATE), and only if nobody moved it meanwhile.
 * A move with an event (confirm: booking.confirmed) records it in the transaction of the write.
 */
export async function moveBooking(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  move: BookingMove,
  options: { reason?: string | null } = {},
): Promise<BookingRow> {
  const reason = move === 'cancel' ? checkReason(options.reason) : null;
  // A move loses a race only when another write landed between its read and its update; a few
  // fresh attempts settle it (the loser then sees the new state and answers accordingly).
  return retryWhileStale(
    async (attempt) => {
      if (attempt > 0) deps.loaders.bookingById.clear(id);
      const booking = await visibleBooking(deps.loaders, actor, id);
      assertParty(actor, booking, MOVE_ACTORS[move], move);
      const changes: BookingChanges = {
        status: nextState(bookingMachine, booking.status, move),
        [MOVE_STAMPS[move]]: deps.clock.now(),
      };
      if (move === 'cancel')
        Object.assign(changes, { cancelledBy: actor.id, cancellationReason: reason });
      // The event describes the booking as this move writes it (the write is guarded by the state seen).
      const event = MOVE_EVENTS[move]?.({ ...booking, ...changes }, deps.requestId);
      const updated = await updateBookingIfUnchanged(deps.prisma, booking, changes, {
        whileListingActive: NEEDS_ACTIVE_LISTING.has(move),
        event,
      });
      if (!updated) return undefined;
      if ('listingStatus' in updated) throw listingInactive(updated.listingStatus, move);
      deps.loaders.bookingById.clear(id).prime(id, updated);
      return updated;
    },
    () => new ConflictError('The booking is being changed by another request; please retry'),
  );
}
