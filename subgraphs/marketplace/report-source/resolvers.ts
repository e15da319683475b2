import { reportSourceResolvers as sourceResolvers } from '../../../lib/reports/report-source';
import type { Resolvers } from '../generated/graphql';
import { MARKETPLACE_DATASETS } from '../common/report-datasets';
import { MARKETPLACE_DATASET_SQL } from './report-source-store';

/** The reports service's reads of this service's datasets (lib/reports/report-source.ts). */
export const reportSourceResolvers: Resolvers = sourceResolvers(
  MARKETPLACE_DATASETS,
  MARKETPLACE_DATASET_SQL,
);
