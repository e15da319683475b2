import { InvalidStateError } from '../../../lib/errors';
import { defineStateMachine } from '../../../lib/state-machine';
import type { ListingStatus } from './listing-store';

export type ListingMove = 'publish' | 'pause' | 'unpause' | 'close';

/** The listing's moves and the states each may start from (docs/api/marketplace.md, "State machines"). */
export const listingMachine = defineStateMachine<ListingStatus, ListingMove>({
  resource: 'listing',
  moves: {
    publish: { from: ['draft'], to: 'active' },
    pause: { from: ['active'], to: 'paused' },
    unpause: { from: ['paused'], to: 'active' },
    close: { from: ['draft', 'active', 'paused'], to: 'closed' },
  },
});

/** The timestamp a move records the first time it happens. */
export const MOVE_STAMPS: Partial<Record<ListingMove, 'publishedAt' | 'closedAt'>> = {
  publish: 'publishedAt',
  close: 'closedAt',
};

/** PATCH is no move (the state stays), but it is only allowed while the listing is open. */
const EDITABLE: readonly ListingStatus[] = ['draft', 'active', 'paused'];

export function assertEditable(status: ListingStatus): void {
  if (!EDITABLE.includes(status)) throw new InvalidStateError('listing', status, 'update');
}
