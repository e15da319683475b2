import { randomUUID } from 'node:crypto';
import { systemClock } from '../clock';

/** A domain event as it travels between services: who it belongs to, what happened, when. */
export interface PlatformEvent<T = unknown> {
  id: string;
  /** The platform's name of the event (`payment.completed`, `ads.campaign.created`); its topic is `topicOf(type)`. */
  type: string;
  tenantId: string;
  time: string;
  requestId?: string;
  /**
   * The W3C `traceparent` of the span the event belongs to (the CloudEvents distributed-tracing
   * extension): the request that wrote it, then the relay's publish (docs/observability.md, "Traces").
   */
  traceparent?: string;
  /** CloudEvents `source` (`urn:platform:wallet-svc`, `platform.ads-svc`); `urn:platform:<service>` when absent. */
  source?: string;
  /** CloudEvents `subject`: the id of the resource the event is about. */
  subject?: string;
  data: T;
}

export type EventHandler = (event: PlatformEvent) => void | Promise<void>;

/**
 * How services publish and receive events. The in-process bus is the embedded default (one
 * process runs everything); the PostgreSQL bus (processes on one database) and the Kafka bus
 * (`KAFKA_BROKERS`) carry them between processes (docs/event-bus.md, "Choosing a bus").
 */
export interface EventBus {
  readonly kind: 'in-process' | 'postgres' | 'kafka';
  publish(event: PlatformEvent): Promise<void>;
  /** Publishes in order; resolves once every event is accepted (all or, on failure, possibly some). */
  publishAll(events: PlatformEvent[]): Promise<void>;
  /** Calls `handler` for every event of `type`; returns the function that unsubscribes. */
  subscribe(type: string, handler: EventHandler): () => void;
  /** What monitoring reads at /health/events: the kind of bus and, for Kafka and PostgreSQL, consumer counters (Kafka: lag). */
  status(): Promise<EventBusStatus>;
  close(): Promise<void>;
}

export interface EventBusStatus {
  kind: EventBus['kind'];
  [detail: string]: unknown;
}

export function newEvent<T>(
  type: string,
  tenantId: string,
  data: T,
  requestId?: string,
): PlatformEvent<T> {
  return {
    id: randomUUID(),
    type,
    tenantId,
    time: systemClock.now().toISOString(),
    requestId,
    data,
  };
}

/** The Kafka topic (and CloudEvents `type`) of an event type: `platform.<type>.v1`. */
export function topicOf(type: string): string {
  return `platform.${type}.v1`;
}

const TOPIC = /^platform\.(.+)\.v1$/;

/** The event type of a topic or CloudEvents `type`; undefined for a name outside the platform's scheme. */
export function typeOfTopic(topic: string): string | undefined {
  return TOPIC.exec(topic)?.[1];
}
