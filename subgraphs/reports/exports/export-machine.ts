import { defineStateMachine } from '../../../lib/state-machine';
import type { ReportExportStatus } from '../../../lib/db/generated/client';

/** The moves people ask for; the worker's own moves (start, complete, fail) are conditional UPDATEs in worker/queue-store.ts. */
export const EXPORT_MACHINE = defineStateMachine<ReportExportStatus, 'cancel' | 'download'>({
  resource: 'export',
  moves: {
    cancel: { from: ['queued', 'running'], to: 'cancelled' },
    download: { from: ['completed'], to: 'completed' },
  },
});
