import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  checkDrift,
  createMonitor,
  getMonitor,
  getMonitors,
  getReports,
  runMonitorNow,
} from './drift-rules';

export const driftResolvers: Resolvers = {
  Query: {
    mlDriftMonitors: (_parent, args, context) =>
      getMonitors(context.deps, requireCaller(context), args),
    mlDriftMonitor: (_parent, { id }, context) =>
      getMonitor(context.deps, requireCaller(context), id),
    mlDriftReports: (_parent, { monitorId, ...args }, context) =>
      getReports(context.deps, requireCaller(context), monitorId, args),
  },
  Mutation: {
    createMlDriftMonitor: (_parent, { input }, context) =>
      createMonitor(context.deps, requireCaller(context), input),
    runMlDriftMonitor: (_parent, { id }, context) =>
      runMonitorNow(context.deps, requireCaller(context), id),
    checkMlDrift: (_parent, { id }, context) =>
      checkDrift(context.deps, requireCaller(context), id),
  },
  MlDriftReport: {
    features: (row) => row.features as never,
  },
};
