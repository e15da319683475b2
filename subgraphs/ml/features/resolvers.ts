import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  createGroup,
  getGroup,
  getGroups,
  onlineFeatures,
  upsertGroupRecords,
} from './feature-rules';

export const featureResolvers: Resolvers = {
  Query: {
    mlFeatureGroups: (_parent, args, context) =>
      getGroups(context.deps, requireCaller(context), args),
    mlFeatureGroup: (_parent, { id }, context) =>
      getGroup(context.deps, requireCaller(context), id),
    mlOnlineFeatures: (_parent, { id, input }, context) =>
      onlineFeatures(context.deps, requireCaller(context), id, input.entityIds),
  },
  Mutation: {
    createMlFeatureGroup: (_parent, { input }, context) =>
      createGroup(context.deps, requireCaller(context), input),
    upsertMlFeatureRecords: (_parent, { id, input }, context) =>
      upsertGroupRecords(context.deps, requireCaller(context), id, input.records),
  },
  MlFeatureGroup: {
    features: (row) => row.features as never,
  },
  MlFeatureRecord: {
    values: (row) => row.values as never,
  },
};
