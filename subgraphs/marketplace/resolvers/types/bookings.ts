import type { Resolvers } from '../../generated/graphql';
import { Booking } from '../Booking';
import { BookingGroup } from '../BookingGroup';

/** Type resolvers of bookings v1 and v2 (each type in its own file beside this folder). */
export const bookingTypes: Resolvers = { Booking, BookingGroup };
