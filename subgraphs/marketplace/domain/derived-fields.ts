import type { BookingRow } from '../bookings/booking-store';

/** Stored as 0 until the first rating; clients must be able to tell "unrated" from "rated 0". */
export function publicRating(listing: { ratingCount: number; averageRating: number }): number | null {
  return listing.ratingCount > 0 ? listing.averageRating : null;
}

/** Seats of an exhibitor slot not booked yet. */
export function seatsLeft(slot: { capacity: number; booked: number }): number {
  return slot.capacity - slot.booked;
}

/** A group booking's total, added in cents so that fifty totals of 0.10 make 5.00 exactly, and its currency. */
export function groupTotals(bookings: readonly Pick<BookingRow, 'totalAmount' | 'currency'>[]): { total: number; currency: string } {
  return { total: bookings.reduce((sum, booking) => sum + Math.round(booking.totalAmount * 100), 0) / 100, currency: bookings[0].currency };
}
