import { defineStateMachine } from '../../../lib/state-machine';
import type { BookingChanges, BookingStatus } from './booking-store';

export type BookingMove = 'submit' | 'confirm' | 'complete' | 'cancel';

/** Who may make a move: the booking's buyer, the listing's seller, or either party. */
export type BookingParty = 'buyer' | 'seller' | 'party';

/**
 * draft -submit(buyer)-> pending -confirm(seller)-> confirmed -complete(seller)-> completed;
 * cancel (buyer or seller) from draft, pending or confirmed. completed and cancelled are final.
 */
export const bookingMachine = defineStateMachine<BookingStatus, BookingMove>({
  resource: 'booking',
  moves: {
    submit: { from: ['draft'], to: 'pending' },
    confirm: { from: ['pending'], to: 'confirmed' },
    complete: { from: ['confirmed'], to: 'completed' },
    cancel: { from: ['draft', 'pending', 'confirmed'], to: 'cancelled' },
  },
});

export const MOVE_ACTORS: Record<BookingMove, BookingParty> = {
  submit: 'buyer',
  confirm: 'seller',
  complete: 'seller',
  cancel: 'party',
};

/** The timestamp each move records. */
export const MOVE_STAMPS: Record<BookingMove, keyof BookingChanges & `${string}At`> = {
  submit: 'submittedAt',
  confirm: 'confirmedAt',
  complete: 'completedAt',
  cancel: 'cancelledAt',
};

/** Moves that put the booking in front of the seller need a listing that still takes bookings. */
export const NEEDS_ACTIVE_LISTING: ReadonlySet<BookingMove> = new Set(['submit']);

/** The states a booking may be created in; drafts are the buyer's until submitted. */
export const INITIAL_STATES: readonly BookingStatus[] = ['draft', 'pending'];

export type LegacyBookingStatus = 'pending' | 'confirmed' | 'cancelled';

/**
 * REST v1 knows only pending, confirmed and cancelled. A draft is a booking not yet confirmed
 * (pending); a completed booking was confirmed and stays so for v1 clients.
 */
export const LEGACY_STATUS: Record<BookingStatus, LegacyBookingStatus> = {
  draft: 'pending',
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'confirmed',
  cancelled: 'cancelled',
};

/** The stored states a v1 status filter stands for. */
export function statesOfLegacy(legacy: LegacyBookingStatus): BookingStatus[] {
  return (Object.keys(LEGACY_STATUS) as BookingStatus[]).filter(
    (status) => LEGACY_STATUS[status] === legacy,
  );
}
