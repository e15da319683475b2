import { DateTimeScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { User } from './User';
import { Wallet } from './Wallet';

export const resolvers: Resolvers = { DateTime: DateTimeScalar, Query, Mutation, User, Wallet };
