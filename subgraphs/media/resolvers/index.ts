import { DateTimeScalar, JSONScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';
import { Job } from './Job';
import { Mutation } from './Mutation';
import { Query } from './Query';

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query,
  Mutation,
  Job,
};
