import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { InputCheck, assertUuid } from '../../../lib/validation';
import type { MarketplaceDeps } from '../common/deps';
import { canSeeBooking } from './access';
import { checkBookingGroup, type CreateBookingGroupInput } from './booking-input';
import { book } from './booking-rules';
import type { BookingGroupRow, BookingRow } from './booking-store';

/**
 * Books several attendees on one listing under one group id, in one transaction: every
 * booking is written or none (any problem with any attendee fails the whole group).
 */
export async function createBookingGroup(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateBookingGroupInput,
): Promise<BookingGroupRow> {
  const check = new InputCheck();
  const groupId = randomUUID();
  const bookings = await book(deps, actor, check, checkBookingGroup(check, input), groupId);
  deps.loaders.bookingsByGroupId.prime(groupId, bookings);
  return { id: groupId, listingId: bookings[0].listingId, bookings };
}

/** A group booking's total, added in cents so that fifty totals of 0.10 make 5.00 exactly, and its currency. */
export function groupTotals(bookings: readonly Pick<BookingRow, 'totalAmount' | 'currency'>[]): {
  total: number;
  currency: string;
} {
  return {
    total: bookings.reduce((sum, booking) => sum + Math.round(booking.totalAmount * 100), 0) / 100,
    currency: bookings[0].currency,
  };
}

/** A group the actor can see (all its bookings share buyer and seller, so it is all or none). */
export async function getBookingGroup(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<BookingGroupRow> {
  assertUuid(id);
  const bookings = (await deps.loaders.bookingsByGroupId.load(id)).filter((booking) =>
    canSeeBooking(actor, booking),
  );
  if (bookings.length === 0) throw new NotFoundError('Booking group', id);
  return { id, listingId: bookings[0].listingId, bookings };
}
