import type { EventBus, EventBusStatus, EventHandler, PlatformEvent } from './bus';

import { describeErrors, runHandlers } from './retry';
import { serviceLogger } from '../observability/logger';

const log = serviceLogger('events');

const TRIES = 3;

/**
 * Delivers events to the handlers of this process. A failing handler is tried again (3 tries,
 * 50 then 100 ms apart) without holding up the others; if it still fails, publish rejects once
 * every handler has run, so the outbox relay keeps the event and publishes it again later
 * (at least once: handlers must tolerate a repeat, as Kafka consumers do).
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<string, Set<EventHandler>>();

  async publish(event: PlatformEvent): Promise<void> {
    const failures = await runHandlers(
      [...(this.handlers.get(event.type) ?? [])],
      event,
      TRIES,
      50,
    );
    if (failures.length === 0) return;
    const reason = describeErrors(failures);
    log.error(
      { eventId: event.id, type: event.type, failures: failures.length, reason },
      `handlers failed ${TRIES} times`,
    );
    throw new Error(`${failures.length} handler(s) of ${event.type} failed: ${reason}`);
  }

  async publishAll(events: PlatformEvent[]): Promise<void> {
    for (const event of events) await this.publish(event);
  }

  subscribe(type: string, handler: EventHandler): () => void {
    const set = this.handlers.get(type) ?? new Set<EventHandler>();
    set.add(handler);
    this.handlers.set(type, set);
    return () => set.delete(handler);
  }

  async status(): Promise<EventBusStatus> {
    return {
      kind: this.kind,
      subscribedTypes: [...this.handlers]
        .filter(([, set]) => set.size > 0)
        .map(([type]) => type)
        .sort(),
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
