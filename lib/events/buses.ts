import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { PrismaClient } from '../db/prisma';
import type { EventBus } from './bus';
import { DatabaseDeduplicator, MemoryDeduplicator } from './dedupe';
import { InProcessEventBus } from './in-process';
import { KafkaEventBus } from './kafka/bus';
import { PostgresBusHub } from './postgres/hub';

/** `KAFKA_BROKERS` (comma-separated host:port), or undefined for the in-process bus. */
export function kafkaBrokersFromEnv(): string[] | undefined {
  const brokers = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return brokers.length ? brokers : undefined;
}

export type EventBusKind = EventBus['kind'];

/**
 * Which bus a process uses: `EVENT_BUS` when set; otherwise Kafka when `KAFKA_BROKERS` is set, and
 * else `standalone`: PostgreSQL for a process that runs beside others (a gateway, a subgraph or a
 * worker alone), in-process for the all-in-one start (docs/event-bus.md, "Choosing a bus").
 */
export function eventBusKindFromEnv(standalone: EventBusKind): EventBusKind {
  const set = process.env.EVENT_BUS;
  if (!set) return kafkaBrokersFromEnv() ? 'kafka' : standalone;
  if (set !== 'in-process' && set !== 'postgres' && set !== 'kafka')
    throw new Error(`EVENT_BUS must be in-process, postgres or kafka (got ${set})`);
  if (set === 'kafka' && !kafkaBrokersFromEnv())
    throw new Error('EVENT_BUS=kafka needs KAFKA_BROKERS');
  return set;
}

export interface EventBusesOptions {
  kind: EventBusKind;
  /** Needed for a service's bus on Kafka or PostgreSQL (its deduplication is in the database). */
  prisma?: PrismaClient;
  brokers?: string[];
  /** Needed for the PostgreSQL bus: the pool it reads and writes through, and its database's URL (LISTEN). */
  pool?: Pool;
  databaseUrl?: string;
}

/**
 * The event buses of one process. In process, every part shares one bus. On Kafka or PostgreSQL
 * each service consumes as a group (`platform.<service>`: one delivery per service, from the
 * oldest retained event, deduplicated in the database) and each gateway or worker instance on
 * its own (every instance sees every event, from now on, deduplicated in memory).
 */
export class EventBuses {
  private readonly shared: InProcessEventBus | undefined;
  private readonly made: KafkaEventBus[] = [];
  private readonly postgres: PostgresBusHub | undefined;
  private readonly services = new Map<string, EventBus>();

  constructor(private readonly options: EventBusesOptions) {
    this.shared = options.kind === 'in-process' ? new InProcessEventBus() : undefined;
    if (options.kind === 'postgres') {
      if (!options.pool || !options.databaseUrl)
        throw new Error('the PostgreSQL event bus needs a pool and the database URL');
      this.postgres = new PostgresBusHub({ pool: options.pool, databaseUrl: options.databaseUrl });
    }
  }

  get kind(): EventBusKind {
    return this.options.kind;
  }

  /** A service's bus (one per service in this process): its instances share the work. */
  forService(service: string): EventBus {
    if (this.shared) return this.shared;
    const group = `platform.${service}`;
    const made =
      this.services.get(service) ??
      (this.postgres
        ? this.postgres.bus({
            kind: 'group',
            consumer: group,
            dedupe: new DatabaseDeduplicator(this.databaseClient(), group),
          })
        : this.kafka(service, group, true, new DatabaseDeduplicator(this.databaseClient(), group)));
    this.services.set(service, made);
    return made;
  }

  /** One instance's bus: it sees every event (gateways fanning out subscriptions, workers). */
  forInstance(role: string): EventBus {
    if (this.shared) return this.shared;
    if (this.postgres)
      return this.postgres.bus({ kind: 'instance', dedupe: new MemoryDeduplicator() });
    return this.kafka(role, `platform.${role}.${randomUUID()}`, false, new MemoryDeduplicator());
  }

  /** Resolves once every Kafka consumer made so far has joined its group (PostgreSQL: knows where it starts). */
  async ready(): Promise<void> {
    await Promise.all([...this.made.map((bus) => bus.ready()), this.postgres?.ready()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.shared, ...this.made, this.postgres].map((bus) => bus?.close()));
  }

  private databaseClient(): PrismaClient {
    if (!this.options.prisma)
      throw new Error(
        `a service bus on ${this.options.kind} needs the database client (EventBuses prisma option)`,
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

/**
 * The buses of a process that runs beside others on one database (a gateway, a subgraph or a
 * worker alone, a gateway cluster's worker): PostgreSQL unless `EVENT_BUS` or `KAFKA_BROKERS` says
 * otherwise, so every process hears every other's events without Kafka.
 */
export function standaloneBuses(db: {
  prisma?: PrismaClient;
  pool: Pool;
  databaseUrl: string;
}): EventBuses {
  return new EventBuses({
    kind: eventBusKindFromEnv('postgres'),
    brokers: kafkaBrokersFromEnv(),
    ...db,
  });
}
