import { DateTimeScalar, JSONScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { WebhookEndpoint } from './WebhookEndpoint';

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query,
  Mutation,
  WebhookEndpoint,
};
