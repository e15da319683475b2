import type { DatasetContract } from '../../../lib/reports/datasets';

/** The ai service's report dataset (docs/reports.md, Datasets): served by aiReportPage. */
export const AI_DATASETS = {
  inferences: {
    service: 'ai',
    field: 'aiReportPage',
    columns: [
      'id',
      'created_at',
      'user_id',
      'mode',
      'kind',
      'status',
      'cost_usd',
      'credits_charged',
      'latency_ms',
      'error_code',
    ],
    statuses: ['completed', 'failed'],
  },
} as const satisfies Record<string, DatasetContract>;
