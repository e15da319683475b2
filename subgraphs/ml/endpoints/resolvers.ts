import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  getEndpoints,
  updateEndpoint,
} from './endpoint-rules';
import { invokeEndpoint } from './invocation-rules';

export const endpointResolvers: Resolvers = {
  Query: {
    mlEndpoints: (_parent, args, context) =>
      getEndpoints(context.deps, requireCaller(context), args),
    mlEndpoint: (_parent, { id }, context) => getEndpoint(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createMlEndpoint: (_parent, { input }, context) =>
      createEndpoint(context.deps, requireCaller(context), input),
    invokeMlEndpoint: (_parent, { id, input }, context) =>
      invokeEndpoint(context.deps, requireCaller(context), id, input),
    updateMlEndpoint: (_parent, { id, input }, context) =>
      updateEndpoint(context.deps, requireCaller(context), id, input),
    deleteMlEndpoint: (_parent, { id }, context) =>
      deleteEndpoint(context.deps, requireCaller(context), id),
  },
};
