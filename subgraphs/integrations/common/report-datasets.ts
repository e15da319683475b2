import type { DatasetContract } from '../../../lib/reports/datasets';

/** Integrations' report dataset (docs/reports.md, Datasets): served by integrationsReportPage. */
export const INTEGRATIONS_DATASETS = {
  webhook_deliveries: {
    service: 'integrations',
    field: 'integrationsReportPage',
    columns: [
      'id',
      'created_at',
      'endpoint_id',
      'event_id',
      'event_type',
      'status',
      'attempts',
      'last_status_code',
      'last_attempt_at',
      'delivered_at',
    ],
    statuses: ['pending', 'succeeded', 'failed', 'dead'],
  },
} as const satisfies Record<string, DatasetContract>;
