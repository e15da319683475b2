import type { DatasetContract } from '../../../lib/reports/datasets';
import { ADS_DATASETS } from '../../ads/common/report-datasets';
import { AI_DATASETS } from '../../ai/common/report-datasets';
import { EVENTS_DATASETS } from '../../events/common/report-datasets';
import { IDENTITY_DATASETS } from '../../identity/common/report-datasets';
import { INTEGRATIONS_DATASETS } from '../../integrations/common/report-datasets';
import { MARKETPLACE_DATASETS } from '../../marketplace/common/report-datasets';
import { MEDIA_DATASETS } from '../../media/common/report-datasets';

/** Every dataset a template may name, as its owning service declares it (docs/reports.md, Datasets). */
export const DATASETS: Record<string, DatasetContract> = {
  ...MARKETPLACE_DATASETS,
  ...MEDIA_DATASETS,
  ...IDENTITY_DATASETS,
  ...AI_DATASETS,
  ...INTEGRATIONS_DATASETS,
  ...ADS_DATASETS,
  // Last: the built-in templates' ids follow this order (subgraphs/reports/templates/builtin-templates.ts).
  ...EVENTS_DATASETS,
};

export const DATASET_NAMES = Object.keys(DATASETS);

export function datasetOf(name: string): DatasetContract | undefined {
  return Object.prototype.hasOwnProperty.call(DATASETS, name) ? DATASETS[name] : undefined;
}
