import { defineStateMachine } from '../../../lib/state-machine';
import type { JobChanges, JobStatus, Settlement } from './job-store';

export type JobMove = 'start' | 'complete' | 'fail' | 'cancel' | 'retry' | 'lapse';

/**
 * The job's states (docs/api/media.md, "State machines"), with the worker's moves: queued -start-> processing -complete-> completed
 * or -fail-> failed; cancel from queued or processing; retry from failed back to queued; lapse
 * from queued to failed when the attempt's credit hold ran out before it was confirmed.
 */
export const jobMachine = defineStateMachine<JobStatus, JobMove>({
  resource: 'job',
  moves: {
    start: { from: ['queued'], to: 'processing' },
    complete: { from: ['processing'], to: 'completed' },
    fail: { from: ['processing'], to: 'failed' },
    cancel: { from: ['queued', 'processing'], to: 'cancelled' },
    retry: { from: ['failed'], to: 'queued' },
    lapse: { from: ['queued'], to: 'failed' },
  },
});

/** How each move that ends an attempt settles its reservation (docs/media.md, "Credits"). */
export const MOVE_SETTLEMENT: Partial<Record<JobMove, Settlement>> = {
  complete: 'charge',
  fail: 'release',
  cancel: 'refund',
  lapse: 'release',
};

/** Where the worker's lease ends: a move out of processing clears it. */
export const NO_LEASE: JobChanges = { leaseOwner: null, leaseExpiresAt: null };
