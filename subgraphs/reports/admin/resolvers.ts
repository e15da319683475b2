import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { expireNow, removeExport, runDueNow, tenantExports, usage } from './admin-rules';

export const adminResolvers: Resolvers = {
  Query: {
    reportUsage: (_parent, args, context) => usage(context.deps, requireCaller(context), args),
    reportAdminExports: (_parent, args, context) =>
      tenantExports(context.deps, requireCaller(context), args),
  },
  Mutation: {
    deleteReportExport: (_parent, { id }, context) =>
      removeExport(context.deps, requireCaller(context), id),
    expireReportExports: (_parent, _args, context) =>
      expireNow(context.deps, requireCaller(context)),
    runDueReportSchedules: (_parent, _args, context) =>
      runDueNow(context.deps, requireCaller(context)),
  },
};
