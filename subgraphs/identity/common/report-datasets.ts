import type { DatasetContract } from '../../../lib/reports/datasets';

/** Identity's report dataset, the wallet ledger (docs/reports.md, Datasets): served by identityReportPage. `status` filters by entry kind. */
export const IDENTITY_DATASETS = {
  credit_ledger: {
    service: 'identity',
    field: 'identityReportPage',
    columns: [
      'id',
      'created_at',
      'kind',
      'amount',
      'reference',
      'wallet_id',
      'user_id',
      'team_id',
      'reservation_id',
      'transfer_id',
    ],
    statuses: ['topup', 'reserve', 'release', 'charge', 'refund', 'transfer_out', 'transfer_in'],
  },
} as const satisfies Record<string, DatasetContract>;
