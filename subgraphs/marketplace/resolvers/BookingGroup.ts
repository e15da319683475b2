import type { BookingGroupResolvers } from '../generated/graphql';

export const BookingGroup: BookingGroupResolvers = {
  size: (group) => group.bookings.length,
  // Cents, so that fifty totals of 0.10 add up to 5.00 exactly.
  total: (group) => group.bookings.reduce((sum, booking) => sum + Math.round(booking.totalAmount * 100), 0) / 100,
  currency: (group) => group.bookings[0].currency,
};
