import type { PlatformEvent } from '../../../lib/events/bus';
import {
  EVENT_CANCELLED,
  EVENT_CREATED,
  EVENT_PUBLISHED,
  eventChanged,
  ticketSalesChanged,
  type EventChangedData,
} from '../common/events';
import type { EventsDeps } from '../common/deps';
import type { EventRow } from './event-store';

function changedData(event: EventRow): EventChangedData {
  return {
    eventId: event.id,
    title: event.title,
    organizerId: event.organizerId,
    status: event.status,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timezone: event.timezone,
    venueListingId: event.venueListingId,
    capacity: event.capacity,
  };
}

export function eventCreated(deps: EventsDeps, event: EventRow): PlatformEvent[] {
  return [eventChanged(EVENT_CREATED, event.tenantId, changedData(event), deps.requestId)];
}

export function eventPublished(deps: EventsDeps, event: EventRow): PlatformEvent[] {
  return [eventChanged(EVENT_PUBLISHED, event.tenantId, changedData(event), deps.requestId)];
}

/** event.cancelled, and the sales counts' change the door's dashboards follow (its status ends them). */
export function eventCancelled(deps: EventsDeps, event: EventRow): PlatformEvent[] {
  const data = { ...changedData(event), reason: event.cancelReason };
  return [
    eventChanged(EVENT_CANCELLED, event.tenantId, data, deps.requestId),
    ticketSalesChanged(event.tenantId, event.id, deps.requestId),
  ];
}
