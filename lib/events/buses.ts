import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../db/prisma';
import type { EventBus } from './bus';
import { DatabaseDeduplicator, MemoryDeduplicator } from './dedupe';
import { InProcessEventBus } from './in-process';
import { KafkaEventBus } from './kafka/bus';

/** `KAFKA_BROKERS` (comma-separated host:port), or undefined for the in-process bus. */
export function kafkaBrokersFromEnv(): string[] | undefined {
  const brokers = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return brokers.length ? brokers : undefined;
}

/**
 * The event buses of one process. Without Kafka every part shares one in-process bus. With Kafka
 * each service consumes in its own group (`platform.<service>`: one delivery per service, from the
 * oldest retained event, deduplicated in the database) and each gateway or worker instance in a
 * group of its own (every instance sees every event, from now on, deduplicated in memory).
 */
export class EventBuses {
  private readonly shared: InProcessEventBus | undefined;
  private readonly made: KafkaEventBus[] = [];
  private readonly services = new Map<string, EventBus>();

  /** `prisma` is needed only for a service's Kafka bus (its deduplication is in the database). */
  constructor(private readonly options: { prisma?: PrismaClient; brokers?: string[] }) {
    this.shared = options.brokers?.length ? undefined : new InProcessEventBus();
  }

  get kind(): EventBus['kind'] {
    return this.shared ? 'in-process' : 'kafka';
  }

  /** A service's bus (one per service in this process): its instances share the work. */
  forService(service: string): EventBus {
    if (this.shared) return this.shared;
    const made =
      this.services.get(service) ??
      this.kafka(
        service,
        `platform.${service}`,
        true,
        new DatabaseDeduplicator(this.databaseClient(), `platform.${service}`),
      );
    this.services.set(service, made);
    return made;
  }

  /** One instance's bus: it sees every event (gateways fanning out subscriptions, workers). */
  forInstance(role: string): EventBus {
    return (
      this.shared ??
      this.kafka(role, `platform.${role}.${randomUUID()}`, false, new MemoryDeduplicator())
    );
  }

  /** Resolves once every Kafka consumer made so far has joined its group. */
  async ready(): Promise<void> {
    await Promise.all(this.made.map((bus) => bus.ready()));
  }

  async close(): Promise<void> {
    await Promise.all([this.shared, ...this.made].map((bus) => bus?.close()));
  }

  private databaseClient(): PrismaClient {
    if (!this.options.prisma)
      throw new Error(
        'a service bus on Kafka needs the database client (EventBuses prisma option)',
      );
    return this.options.prisma;
  }

  private kafka(
    clientId: string,
    groupId: string,
    fromBeginning: boolean,
    dedupe: DatabaseDeduplicator | MemoryDeduplicator,
  ): EventBus {
    const bus = new KafkaEventBus({
      brokers: this.options.brokers!,
      clientId,
      groupId,
      fromBeginning,
      dedupe,
    });
    this.made.push(bus);
    return bus;
  }
}
