import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { CONTENT_TYPES, downloadPath } from './export-files';
import { cancel, createExport, download, getExport, listExports } from './export-rules';

export const exportResolvers: Resolvers = {
  Query: {
    reportExports: (_parent, args, context) =>
      listExports(context.deps, requireCaller(context), args),
    reportExport: (_parent, { id }, context) => getExport(context.deps, requireCaller(context), id),
    reportExportDownload: (_parent, { id }, context) =>
      download(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createReportExport: (_parent, { input }, context) =>
      createExport(context.deps, requireCaller(context), input),
    cancelReportExport: (_parent, { id }, context) =>
      cancel(context.deps, requireCaller(context), id),
  },
  ReportExport: {
    exportId: (row) => row.id,
    contentType: (row) => CONTENT_TYPES[row.format],
    downloadPath: (row) => (row.status === 'completed' ? downloadPath(row.id) : null),
  },
};
