import { requireCaller } from '../../../lib/context';
import { reportPage } from '../../../lib/reports/report-source';
import type { Resolvers } from '../generated/graphql';
import { MARKETPLACE_DATASETS } from '../common/report-datasets';
import { MARKETPLACE_DATASET_SQL } from './report-source-store';

/** The reports service's reads of this service's datasets (role system; docs/reports.md, Datasets). */
export const reportSourceResolvers: Resolvers = {
  Query: {
    marketplaceReportPage: (_parent, { input }, context) =>
      reportPage(
        context.deps.prisma,
        MARKETPLACE_DATASETS,
        MARKETPLACE_DATASET_SQL,
        requireCaller(context),
        input,
      ),
  },
};
