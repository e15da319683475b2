import { reportSourceResolvers as sourceResolvers } from '../../../lib/reports/report-source';
import type { Resolvers } from '../generated/graphql';
import { EVENTS_DATASETS } from '../common/report-datasets';
import { EVENTS_DATASET_SQL } from './report-source-store';

/** The reports service's reads of this service's datasets (lib/reports/report-source.ts). */
export const reportSourceResolvers: Resolvers = sourceResolvers(
  EVENTS_DATASETS,
  EVENTS_DATASET_SQL,
);
