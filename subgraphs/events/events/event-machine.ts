import { InvalidStateError } from '../../../lib/errors';
import { defineStateMachine } from '../../../lib/state-machine';
import type { EventStatus } from './event-status';

type EventMove = 'publish' | 'cancel' | 'end';

/**
 * The event's statuses and moves (docs/api/events.md, "Events"). `end` is the settlement
 * round's, once `endsAt` has passed; until it runs the event already reads as ended
 * (events/event-status.ts), so every move and change below sees the status read, not stored.
 */
export const eventMachine = defineStateMachine<EventStatus, EventMove>({
  resource: 'event',
  moves: {
    publish: { from: ['draft'], to: 'published' },
    cancel: { from: ['draft', 'published'], to: 'cancelled' },
    end: { from: ['published'], to: 'ended' },
  },
});

/** Changes of fields, and of ticket types, are no move: only draft and published events take them. */
const EDITABLE: readonly EventStatus[] = ['draft', 'published'];

export function assertEditable(status: EventStatus, what = 'update'): void {
  if (!EDITABLE.includes(status)) throw new InvalidStateError('event', status, what);
}
