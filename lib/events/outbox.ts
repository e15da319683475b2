import type { Prisma } from '../db/prisma';
import type { PlatformEvent } from './bus';

import type { Db } from '../db/prisma';
import { activeTraceparent } from '../observability/trace-context';

/**
 * Writes events into platform.outbox_events inside the caller's transaction, so an event exists
 * exactly when the change it describes does. `service` names the relay that publishes it.
 * Each row keeps the `traceparent` of the span writing it, so its publication and its consumers
 * join the trace of the request that caused it.
 */
export async function recordEvents(
  tx: Db,
  service: string,
  events: PlatformEvent[],
): Promise<PlatformEvent[]> {
  if (events.length === 0) return events;
  const traceparent = activeTraceparent() ?? null;
  await tx.outboxEvent.createMany({
    data: events.map((event) => ({
      id: event.id,
      service,
      source: event.source ?? `urn:platform:${service}`,
      tenantId: event.tenantId,
      type: event.type,
      subject: event.subject ?? null,
      time: new Date(event.time),
      requestId: event.requestId ?? null,
      traceparent: event.traceparent ?? traceparent,
      data: (event.data ?? {}) as Prisma.InputJsonValue,
    })),
  });
  return events;
}

export async function recordEvent(
  tx: Db,
  service: string,
  event: PlatformEvent,
): Promise<PlatformEvent> {
  await recordEvents(tx, service, [event]);
  return event;
}
