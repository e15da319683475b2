import { defineStateMachine, nextState } from '../../../lib/state-machine';
import type {
  CollaborationChanges,
  CollaborationRow,
  CollaborationStatus,
} from './collaboration-store';

export type CollaborationMove = 'accept' | 'decline' | 'cancel';
export type CollaborationParty = 'requester' | 'partner';

/** The moves of a collaboration request and the states each may start from. */
const collaborationMachine = defineStateMachine<CollaborationStatus, CollaborationMove>({
  resource: 'collaboration request',
  moves: {
    accept: { from: ['pending'], to: 'accepted' },
    decline: { from: ['pending'], to: 'declined' },
    cancel: { from: ['pending', 'accepted'], to: 'cancelled' },
  },
});

/**
 * Who may make each move, by the state it starts from: the partner answers a pending request;
 * the requester may take it back while it is pending; once accepted, either party may end it.
 */
export const MOVE_ACTORS: Record<
  CollaborationMove,
  Partial<Record<CollaborationStatus, readonly CollaborationParty[]>>
> = {
  accept: { pending: ['partner'] },
  decline: { pending: ['partner'] },
  cancel: { pending: ['requester'], accepted: ['requester', 'partner'] },
};

const MOVE_STAMPS: Record<CollaborationMove, 'acceptedAt' | 'declinedAt' | 'cancelledAt'> = {
  accept: 'acceptedAt',
  decline: 'declinedAt',
  cancel: 'cancelledAt',
};

export function partyOf(
  collaboration: CollaborationRow,
  userId: string,
): CollaborationParty | null {
  if (collaboration.requesterId === userId) return 'requester';
  if (collaboration.partnerId === userId) return 'partner';
  return null;
}

/**
 * The changes of `move` by `userId`: 400 INVALID_STATE for a wrong state. Whether `userId` may
 * make it is access.ts's (assertCanMoveCollaboration), checked after this.
 */
export function decideMove(
  collaboration: CollaborationRow,
  userId: string,
  move: CollaborationMove,
  now: Date,
): CollaborationChanges {
  const status = nextState(collaborationMachine, collaboration.status, move);
  const changes: CollaborationChanges = { status, [MOVE_STAMPS[move]]: now };
  if (move === 'cancel') changes.cancelledBy = userId;
  return changes;
}
