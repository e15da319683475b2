import type { EventBus, EventBusStatus, EventHandler, PlatformEvent } from './bus';

/**
 * Delivers events to the handlers of this process. A failing handler is logged and does not
 * stop the others; publish resolves once every handler has run.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<string, Set<EventHandler>>();

  async publish(event: PlatformEvent): Promise<void> {
    const handlers = [...(this.handlers.get(event.type) ?? [])];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(event);
        } catch (error) {
          console.error(`[events] handler of ${event.type} failed`, error);
        }
      }),
    );
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
    return { kind: this.kind, subscribedTypes: [...this.handlers].filter(([, set]) => set.size > 0).map(([type]) => type).sort() };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
