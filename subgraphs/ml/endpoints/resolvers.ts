import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createEndpoint, getEndpoint, getEndpoints, invokeEndpoint } from './endpoint-rules';

export const endpointResolvers: Resolvers = {
  Query: {
    mlEndpoints: (_parent, _args, context) => getEndpoints(context.deps, requireCaller(context)),
    mlEndpoint: (_parent, { id }, context) => getEndpoint(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createMlEndpoint: (_parent, { input }, context) => createEndpoint(context.deps, requireCaller(context), input),
    invokeMlEndpoint: (_parent, { id, input }, context) => invokeEndpoint(context.deps, requireCaller(context), id, input),
  },
};
