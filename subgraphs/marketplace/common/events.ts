/*
 * The marketplace's event contract (docs/api/marketplace.md, "Events"): the types it records in
 * its outbox and the shape of each one's data. Consumers (integrations' webhooks, tests) import
 * them from here instead of redeclaring them.
 */

/** A booking was confirmed by the listing's seller (webhook catalogue, lib/events/catalog.ts). */
export { BOOKING_CONFIRMED } from '../../../lib/events/catalog';

/**
 * The data of booking.confirmed: the booking's parties, its money and its size. Bookings carry
 * no schedule of their own (dates belong to the listing), so none is sent.
 */
export interface BookingConfirmedData {
  bookingId: string;
  listingId: string;
  buyerId: string;
  sellerId: string;
  /** The group booking it belongs to, if any. */
  groupId: string | null;
  /** The booking's status when the event was recorded (bookings/booking-machine.ts). */
  status: 'draft' | 'pending' | 'confirmed' | 'completed' | 'cancelled';
  /** ISO 8601, UTC. */
  confirmedAt: string;
  quantity: number;
  pricing: { base: number; tax: number; total: number; currency: string };
}
