import { requireCaller } from '../../../lib/context';
import { reportPage } from '../../../lib/reports/report-source';
import type { Resolvers } from '../generated/graphql';
import { INTEGRATIONS_DATASETS } from '../common/report-datasets';
import { INTEGRATIONS_DATASET_SQL } from './report-source-store';

/** The reports service's reads of this service's datasets (role system; docs/reports.md, Datasets). */
export const reportSourceResolvers: Resolvers = {
  Query: {
    integrationsReportPage: (_parent, { input }, context) =>
      reportPage(
        context.deps.prisma,
        INTEGRATIONS_DATASETS,
        INTEGRATIONS_DATASET_SQL,
        requireCaller(context),
        input,
      ),
  },
};
