import { Kafka, logLevel, Partitioners, type Admin, type Consumer, type Producer } from 'kafkajs';
import { topicOf, type EventBus, type EventBusStatus, type EventHandler, type PlatformEvent } from '../bus';
import { CLOUDEVENTS_JSON, toStructuredCloudEvent } from '../cloudevent';
import { MemoryDeduplicator, type Deduplicator } from '../dedupe';
import { deadLetterMessage, deadLetterTopicOf, handleBatch, type ConsumerStats, type DeadLetter } from './handle-batch';
import { consumerLag, type PartitionLag } from './lag';

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
}

/**
 * The event bus between processes: CloudEvents 1.0 structured JSON on topic `platform.<type>.v1`,
 * keyed by tenant id (so each tenant's events keep their order in one partition). The consumer
 * joins its group on the first subscription and rejoins when a subscription adds a topic.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  readonly stats: ConsumerStats = { received: 0, handled: 0, duplicates: 0, retries: 0, deadLettered: 0 };
  private readonly kafka: Kafka;
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private producer: Promise<Producer> | undefined;
  private consumer: Consumer | undefined;
  private consumerTopics: string[] = [];
  private restart: Promise<void> = Promise.resolve();
  private joined: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka = new Kafka({ clientId: options.clientId, brokers: options.brokers, logLevel: logLevel.ERROR, connectionTimeout: 5000, retry: { retries: 8, initialRetryTime: 100 } });
  }

  get groupId(): string {
    return this.options.groupId;
  }

  async publish(event: PlatformEvent): Promise<void> {
    await this.publishAll([event]);
  }

  async publishAll(events: PlatformEvent[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    for (const event of events) {
      const topic = topicOf(event.type);
      const messages = byTopic.get(topic) ?? [];
      messages.push({ key: event.tenantId, value: JSON.stringify(toStructuredCloudEvent(event)), headers: { 'content-type': CLOUDEVENTS_JSON } });
      byTopic.set(topic, messages);
    }
    const producer = await this.connectedProducer();
    await producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
  }

  subscribe(type: string, handler: EventHandler): () => void {
    const set = this.handlers.get(type) ?? new Set<EventHandler>();
    set.add(handler);
    this.handlers.set(type, set);
    if (!this.consumerTopics.includes(topicOf(type))) this.scheduleRestart();
    return () => set.delete(handler);
  }

  /** Resolves once the consumer has joined its group with every topic subscribed so far. */
  async ready(): Promise<void> {
    await this.restart;
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
      ...(lag instanceof Error ? { lagError: lag.message } : { totalLag: lag.reduce((sum, p) => sum + p.lag, 0), lag }),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
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
      const producer = this.kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: true });
      await producer.connect();
      return producer;
    })();
    // A failed connect is not cached: the next publish tries again.
    this.producer.catch(() => (this.producer = undefined));
    return this.producer;
  }

  private scheduleRestart(): void {
    this.restart = this.restart.then(() => (this.closed ? undefined : this.startConsumer())).catch((error) => console.error('[events] Kafka consumer start failed', error));
  }

  private async startConsumer(): Promise<void> {
    const topics = [...this.handlers.keys()].map(topicOf).sort();
    if (topics.join() === this.consumerTopics.join() && this.consumer) return;
    await this.consumer?.disconnect();
    const consumer = this.kafka.consumer({ groupId: this.options.groupId, maxWaitTimeInMs: this.options.maxWaitTimeInMs ?? 100, allowAutoTopicCreation: true });
    this.joined = new Promise((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
    this.consumer = consumer;
    this.consumerTopics = topics;
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: this.options.fromBeginning ?? false });
    const how = {
      handlersOf: (type: string) => [...(this.handlers.get(type) ?? [])],
      dedupe: this.options.dedupe ?? new MemoryDeduplicator(),
      maxAttempts: this.options.maxAttempts ?? 3,
      retryDelayMs: this.options.retryDelayMs ?? 200,
      deadLetter: (letter: DeadLetter) => this.deadLetter(letter),
      stats: this.stats,
    };
    await consumer.run({
      eachBatchAutoResolve: false,
      eachBatch: ({ batch, resolveOffset, heartbeat }) => handleBatch(batch.topic, batch.partition, batch.messages, how, { resolveOffset, heartbeat }),
    });
  }

  private async deadLetter(letter: DeadLetter): Promise<void> {
    const producer = await this.connectedProducer();
    await producer.send({ topic: deadLetterTopicOf(letter.topic), acks: -1, messages: [deadLetterMessage(letter, this.options.groupId)] });
  }
}
