import { InvalidStateError } from '../../../lib/errors';
import { defineStateMachine } from '../../../lib/state-machine';
import type { RfpChanges, RfpRow, RfpStatusFilter } from './rfp-store';

export type RfpStatus = RfpStatusFilter;
export type RfpMove = 'close' | 'cancel';

/**
 * open -close-> closed, open -cancel-> cancelled (the buyer). An open RFP past its deadline reads
 * as expired: it takes no answers and no changes, but the buyer may still close it (the usual
 * end: the answers are in and the buyer decides); cancelling is only for an RFP still running.
 */
export const rfpMachine = defineStateMachine<RfpStatus, RfpMove>({
  resource: 'request for proposal',
  moves: {
    close: { from: ['open', 'expired'], to: 'closed' },
    cancel: { from: ['open'], to: 'cancelled' },
  },
});

/** The time each move records. */
export const RFP_MOVE_STAMPS: Record<RfpMove, keyof Pick<RfpChanges, 'closedAt' | 'cancelledAt'>> =
  {
    close: 'closedAt',
    cancel: 'cancelledAt',
  };

export function readRfpStatus(rfp: Pick<RfpRow, 'status' | 'deadline'>, now: Date): RfpStatus {
  return rfp.status === 'open' && rfp.deadline.getTime() <= now.getTime() ? 'expired' : rfp.status;
}

/** Changes and answers need an RFP that is still running. */
export function assertRunning(rfp: RfpRow, now: Date, action: string): void {
  const status = readRfpStatus(rfp, now);
  if (status !== 'open') throw new InvalidStateError('request for proposal', status, action);
}
