import type { DatasetContract } from '../../../lib/reports/datasets';

/** The media service's report dataset (docs/reports.md, Datasets): served by mediaReportPage. */
export const MEDIA_DATASETS = {
  media_jobs: {
    service: 'media',
    field: 'mediaReportPage',
    columns: [
      'id',
      'created_at',
      'type',
      'status',
      'progress',
      'provider',
      'owner_id',
      'team_id',
      'credits_reserved',
      'credits_charged',
      'credits_refunded',
      'completed_at',
    ],
    statuses: ['queued', 'processing', 'completed', 'failed', 'cancelled'],
  },
} as const satisfies Record<string, DatasetContract>;
