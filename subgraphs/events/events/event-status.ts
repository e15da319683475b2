import type { EventRow } from './event-store';

/** An event's status as stored (prisma/schema/events.prisma) and as read. */
export type EventStatus = EventRow['status'];

/**
 * The status an event reads as at `now`: a published event whose `endsAt` has passed is `ended`
 * even before the settlement round writes it (docs/api/events.md, "Events"), so reads, moves
 * and lists never depend on when the round last ran. Rules and the list's SQL both use it.
 */
export function effectiveStatus(
  event: Pick<EventRow, 'status' | 'endsAt'>,
  now: Date,
): EventStatus {
  return event.status === 'published' && event.endsAt.getTime() <= now.getTime()
    ? 'ended'
    : event.status;
}
