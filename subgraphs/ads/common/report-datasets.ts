import type { DatasetContract } from '../../../lib/reports/datasets';

/** The ads service's report dataset (docs/reports.md, Datasets): served by adsReportPage. */
export const ADS_DATASETS = {
  ad_campaigns: {
    service: 'ads',
    field: 'adsReportPage',
    columns: [
      'id',
      'created_at',
      'name',
      'type',
      'status',
      'budget_type',
      'budget_amount',
      'currency',
      'start_date',
      'end_date',
      'bid_strategy',
      'created_by',
    ],
    statuses: ['draft', 'pending_review', 'active', 'paused', 'completed', 'archived'],
  },
} as const satisfies Record<string, DatasetContract>;
