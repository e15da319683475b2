import { groupTotals } from '../domain/derived-fields';
import type { BookingGroupResolvers } from '../generated/graphql';

export const BookingGroup: BookingGroupResolvers = {
  size: (group) => group.bookings.length,
  total: (group) => groupTotals(group.bookings).total,
  currency: (group) => groupTotals(group.bookings).currency,
};
