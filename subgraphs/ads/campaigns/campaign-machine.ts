import { InvalidStateError } from '../../../lib/errors';
import { defineStateMachine } from '../../../lib/state-machine';
import type { CampaignStatus } from './campaign-store';

export type CampaignMove =
  'submit for review' | 'approve' | 'reject' | 'pause' | 'resume' | 'complete' | 'archive';

/**
 * The campaign statuses and their moves (docs/api/ads.md, State machines). Review moves happen
 * through reviews (a request submits, an admin's decision approves or rejects); the others have
 * their own mutations.
 */
export const campaignMachine = defineStateMachine<CampaignStatus, CampaignMove>({
  resource: 'campaign',
  moves: {
    'submit for review': { from: ['draft'], to: 'pending_review' },
    approve: { from: ['pending_review'], to: 'active' },
    reject: { from: ['pending_review'], to: 'draft' },
    pause: { from: ['active'], to: 'paused' },
    resume: { from: ['paused'], to: 'active' },
    complete: { from: ['active', 'paused'], to: 'completed' },
    archive: { from: ['draft', 'paused', 'completed'], to: 'archived' },
  },
});

/** PATCH (fields or pricing) is no move, but a finished campaign keeps its terms. */
const EDITABLE: readonly CampaignStatus[] = ['draft', 'pending_review', 'active', 'paused'];

export function assertEditable(status: CampaignStatus): void {
  if (!EDITABLE.includes(status)) throw new InvalidStateError('campaign', status, 'update');
}

/** Broadcasts, sphere placements and promoted results need a running campaign. */
export function assertActive(status: CampaignStatus, what: string): void {
  if (status !== 'active') throw new InvalidStateError('campaign', status, what);
}
