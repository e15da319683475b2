import { DateTimeScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';
import { Listing } from './Listing';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { dealTypes } from './types/deals';
import { bookingTypes } from './types/bookings';
import { groupTypes } from './types/groups';
import { disputeTypes } from './types/disputes';

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query,
  Mutation,
  Listing,
  ...dealTypes,
  ...bookingTypes,
  ...groupTypes,
  ...disputeTypes,
};
