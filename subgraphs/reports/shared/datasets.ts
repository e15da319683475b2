import type { DatasetContract } from '../../../lib/reports/datasets';
import { ADS_DATASETS } from '../../ads/shared/report-datasets';
import { AI_DATASETS } from '../../ai/shared/report-datasets';
import { IDENTITY_DATASETS } from '../../identity/shared/report-datasets';
import { INTEGRATIONS_DATASETS } from '../../integrations/shared/report-datasets';
import { MARKETPLACE_DATASETS } from '../../marketplace/shared/report-datasets';
import { MEDIA_DATASETS } from '../../media/shared/report-datasets';

/** Every dataset a template may name, as its owning service declares it (docs/reports.md, Datasets). */
export const DATASETS: Record<string, DatasetContract> = {
  ...MARKETPLACE_DATASETS,
  ...MEDIA_DATASETS,
  ...IDENTITY_DATASETS,
  ...AI_DATASETS,
  ...INTEGRATIONS_DATASETS,
  ...ADS_DATASETS,
};

export const DATASET_NAMES = Object.keys(DATASETS);

export function datasetOf(name: string): DatasetContract | undefined {
  return Object.prototype.hasOwnProperty.call(DATASETS, name) ? DATASETS[name] : undefined;
}
