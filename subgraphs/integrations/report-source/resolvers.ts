import { reportSourceResolvers as sourceResolvers } from '../../../lib/reports/report-source';
import type { Resolvers } from '../generated/graphql';
import { INTEGRATIONS_DATASETS } from '../common/report-datasets';
import { INTEGRATIONS_DATASET_SQL } from './report-source-store';

/** The reports service's reads of this service's datasets (lib/reports/report-source.ts). */
export const reportSourceResolvers: Resolvers = sourceResolvers(
  INTEGRATIONS_DATASETS,
  INTEGRATIONS_DATASET_SQL,
);
