import { Kafka, logLevel, Partitioners, type Admin, type Consumer, type Producer } from 'kafkajs';
import {
  topicOf,
  type EventBus,
  type EventBusStatus,
  type EventHandler,
  type PlatformEvent,
} from '../bus';
import { CLOUDEVENTS_JSON, toStructuredCloudEvent } from '../cloudevent';
import { activeTraceparent } from '../../observability/trace-context';
import { MemoryDeduplicator, type Deduplicator } from '../dedupe';
import {
  deadLetterMessage,
  deadLetterTopicOf,
  handleBatch,
  type ConsumerStats,
  type DeadLetter,
  type MessageHandling,
} from './handle-batch';
import { consumerLag, type PartitionLag } from './lag';
import { pause } from '../retry';
import { consumerLag as consumerLagGauge } from '../../observability/metrics';
import { serviceLogger } from '../../observability/logger';

const log = serviceLogger('events');

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /**
   * The consumer group. A service's instances share one (each event handled once per service);
   * a gateway takes a group of its own so that every instance sees every event.
   */
  groupId: string;
  /** A new group starts at the oldest retained event (services) or at the newest (gateways). */
  fromBeginning?: boolean;
  dedupe?: Deduplicator;
  /** Tries per event before it goes to the dead-letter topic (default 3). */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** How long a fetch waits for data (default 100 ms: low latency for job progress). */
  maxWaitTimeInMs?: number;
  /** kafkajs retries of a failed connection or request (default 8, about 25 s in all). */
  retries?: number;
  /** Pause before starting a consumer again after its start failed (default 5 s). */
  restartDelayMs?: number;
}

/**
 * The event bus between processes: CloudEvents 1.0 structured JSON on topic `platform.<type>.v1`,
 * keyed by tenant id (so each tenant's events keep their order in one partition). The consumer
 * joins its group on the first subscription and rejoins when a subscription adds a topic.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  readonly stats: ConsumerStats = {
    received: 0,
    handled: 0,
    duplicates: 0,
    retries: 0,
    deadLettered: 0,
  };
  private readonly kafka: Kafka;
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private producer: Promise<Producer> | undefined;
  private consumer: Consumer | undefined;
  private consumerTopics: string[] = [];
  private readonly stopLagMetric: () => void;
  private restart: Promise<void> = Promise.resolve();
  private joined: Promise<void> = Promise.resolve();
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  /** How messages are handled; kept across consumer restarts (the in-memory deduplication with it). */
  private readonly handling: MessageHandling;

  constructor(private readonly options: KafkaBusOptions) {
    // Lag per topic for /metrics, read from the brokers at scrape time.
    this.stopLagMetric = consumerLagGauge.add(async () => {
      if (!this.consumerTopics.length) return [];
      const byTopic = new Map<string, number>();
      for (const { topic, lag } of await this.lag())
        byTopic.set(topic, (byTopic.get(topic) ?? 0) + lag);
      return [...byTopic].map(([topic, value]) => ({
        labels: { group: options.groupId, topic },
        value,
      }));
    });
    this.handling = {
      handlersOf: (type: string) => [...(this.handlers.get(type) ?? [])],
      dedupe: options.dedupe ?? new MemoryDeduplicator(),
      maxAttempts: options.maxAttempts ?? 3,
      retryDelayMs: options.retryDelayMs ?? 200,
      deadLetter: (letter: DeadLetter) => this.deadLetter(letter),
      stats: this.stats,
    };
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      connectionTimeout: 5000,
      retry: { retries: options.retries ?? 8, initialRetryTime: 100 },
    });
  }

  get groupId(): string {
    return this.options.groupId;
  }

  async publish(event: PlatformEvent): Promise<void> {
    await this.publishAll([event]);
  }

  async publishAll(events: PlatformEvent[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<
      string,
      { key: string; value: string; headers: Record<string, string> }[]
    >();
    for (const event of events) {
      const topic = topicOf(event.type);
      const messages = byTopic.get(topic) ?? [];
      // The trace travels twice: as the CloudEvent's `traceparent` attribute (what the consumer
      // reads) and as the message header, for tools that read Kafka headers only.
      const traceparent = event.traceparent ?? activeTraceparent();
      const value = JSON.stringify(
        toStructuredCloudEvent(traceparent ? { ...event, traceparent } : event),
      );
      messages.push({
        key: event.tenantId,
        value,
        headers: { 'content-type': CLOUDEVENTS_JSON, ...(traceparent ? { traceparent } : {}) },
      });
      byTopic.set(topic, messages);
    }
    const producer = await this.connectedProducer();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  subscribe(type: string, handler: EventHandler): () => void {
    const set = this.handlers.get(type) ?? new Set<EventHandler>();
    set.add(handler);
    this.handlers.set(type, set);
    if (!this.consumerTopics.includes(topicOf(type))) this.scheduleRestart();
    return () => set.delete(handler);
  }

  /** Resolves once the consumer has joined its group with every topic subscribed so far (waiting out failed starts). */
  async ready(): Promise<void> {
    for (;;) {
      await this.restart;
      const wanted = [...this.handlers.keys()].map(topicOf).sort().join();
      if (this.closed || wanted === '' || (this.consumer && this.consumerTopics.join() === wanted))
        break;
      await pause(100);
    }
    await this.joined;
  }

  /** Per partition of each subscribed topic: the newest offset, the group's committed one, and the difference. */
  lag(): Promise<PartitionLag[]> {
    return consumerLag(this.admin(), this.options.groupId, this.consumerTopics);
  }

  async status(): Promise<EventBusStatus> {
    const lag = this.consumerTopics.length ? await this.lag().catch((error: Error) => error) : [];
    return {
      kind: this.kind,
      groupId: this.options.groupId,
      topics: this.consumerTopics,
      consumer: { ...this.stats },
      ...(lag instanceof Error
        ? { lagError: lag.message }
        : { totalLag: lag.reduce((sum, p) => sum + p.lag, 0), lag }),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopLagMetric();
    clearTimeout(this.retryTimer);
    await this.restart.catch(() => undefined);
    await this.consumer?.disconnect().catch(() => undefined);
    const producer = this.producer;
    this.producer = undefined;
    if (producer) await (await producer.catch(() => undefined))?.disconnect();
    await this.adminClient?.disconnect().catch(() => undefined);
  }

  private adminClient: Admin | undefined;

  private admin(): Admin {
    this.adminClient ??= this.kafka.admin();
    return this.adminClient;
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: true,
      });
      await producer.connect();
      return producer;
    })();
    // A failed connect is not cached: the next publish tries again.
    this.producer.catch(() => (this.producer = undefined));
    return this.producer;
  }

  /** (Re)starts the consumer after the starts already queued; a failed start is tried again until it works or the bus closes. */
  private scheduleRestart(): void {
    this.restart = this.restart
      .then(() => this.startConsumer())
      .catch((error) => {
        // One retry loop, however many subscriptions queued a start meanwhile.
        if (this.closed || this.retryTimer) return;
        const delay = this.options.restartDelayMs ?? 5000;
        log.warn(
          { reason: error instanceof Error ? error.message : String(error), retryInMs: delay },
          'Kafka consumer start failed; trying again',
        );
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.scheduleRestart();
        }, delay);
        this.retryTimer.unref();
      });
  }

  private async startConsumer(): Promise<void> {
    const topics = [...this.handlers.keys()].map(topicOf).sort();
    if (this.closed || (topics.join() === this.consumerTopics.join() && this.consumer)) return;
    const previous = this.consumer;
    this.consumer = undefined;
    await previous?.disconnect();
    const consumer = this.kafka.consumer({
      groupId: this.options.groupId,
      maxWaitTimeInMs: this.options.maxWaitTimeInMs ?? 100,
      allowAutoTopicCreation: true,
    });
    const joined = new Promise<void>((resolve) =>
      consumer.on(consumer.events.GROUP_JOIN, () => resolve()),
    );
    try {
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: this.options.fromBeginning ?? false });
      await consumer.run({
        eachBatchAutoResolve: false,
        eachBatch: ({ batch, resolveOffset, heartbeat }) =>
          handleBatch(batch.topic, batch.partition, batch.messages, this.handling, {
            resolveOffset,
            heartbeat,
          }),
      });
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    this.consumer = consumer;
    this.consumerTopics = topics;
    this.joined = joined;
  }

  private async deadLetter(letter: DeadLetter): Promise<void> {
    const producer = await this.connectedProducer();
    await producer.send({
      topic: deadLetterTopicOf(letter.topic),
      acks: -1,
      messages: [deadLetterMessage(letter, this.options.groupId)],
    });
  }
}
