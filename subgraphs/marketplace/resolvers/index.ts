import { DateTimeScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';
import { Listing } from './Listing';
import { Mutation } from './Mutation';
import { Query } from './Query';

export const resolvers: Resolvers = { DateTime: DateTimeScalar, Query, Mutation, Listing };
