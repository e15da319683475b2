import { randomUUID } from 'node:crypto';

/** A domain event as it travels between services: who it belongs to, what happened, when. */
export interface PlatformEvent<T = unknown> {
  id: string;
  type: string;
  tenantId: string;
  time: string;
  requestId?: string;
  data: T;
}

export type EventHandler = (event: PlatformEvent) => void | Promise<void>;

/**
 * How services publish and receive events. The in-process bus is the embedded default (one
 * process runs everything); a Kafka implementation comes with the events issue.
 */
export interface EventBus {
  publish(event: PlatformEvent): Promise<void>;
  /** Calls `handler` for every event of `type`; returns the function that unsubscribes. */
  subscribe(type: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

export function newEvent<T>(type: string, tenantId: string, data: T, requestId?: string): PlatformEvent<T> {
  return { id: randomUUID(), type, tenantId, time: new Date().toISOString(), requestId, data };
}
