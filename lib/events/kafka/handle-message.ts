import type { IHeaders, KafkaMessage } from 'kafkajs';
import type { EventHandler, PlatformEvent } from '../bus';
import { MalformedEventError, parseStructuredCloudEvent } from '../cloudevent';
import type { Deduplicator } from '../dedupe';

export interface ConsumerStats {
  received: number;
  handled: number;
  duplicates: number;
  retries: number;
  deadLettered: number;
}

export interface DeadLetter {
  topic: string;
  partition: number;
  message: KafkaMessage;
  reason: string;
  attempts: number;
}

export interface MessageHandling {
  handlersOf(type: string): EventHandler[];
  dedupe: Deduplicator;
  maxAttempts: number;
  retryDelayMs: number;
  deadLetter(letter: DeadLetter): Promise<void>;
  stats: ConsumerStats;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runHandlers(handlers: EventHandler[], event: PlatformEvent): Promise<void> {
  for (const handler of handlers) await handler(event);
}

/**
 * One Kafka message, by the consumer rules of document 3, section 6.2: parsed as a structured
 * CloudEvent (unknown fields ignored), skipped when its id was handled before, handed to the
 * handlers with its tenant from `tenantid`, retried with a growing pause, and on the last failure
 * (or when it cannot be parsed) written to the dead-letter topic: never dropped. Resolving lets
 * the offset be committed; a failed dead-letter write rejects, so the message is consumed again.
 */
export async function handleMessage(topic: string, partition: number, message: KafkaMessage, how: MessageHandling): Promise<void> {
  how.stats.received++;
  let event: PlatformEvent;
  try {
    event = parseStructuredCloudEvent(message.value?.toString('utf8') ?? '');
  } catch (error) {
    if (!(error instanceof MalformedEventError)) throw error;
    await how.deadLetter({ topic, partition, message, reason: `malformed: ${error.message}`, attempts: 0 });
    how.stats.deadLettered++;
    return;
  }
  if (await how.dedupe.seen(event.id)) {
    how.stats.duplicates++;
    return;
  }
  const handlers = how.handlersOf(event.type);
  let lastError: unknown;
  for (let attempt = 1; attempt <= how.maxAttempts; attempt++) {
    try {
      await runHandlers(handlers, event);
      await how.dedupe.remember(event.id);
      how.stats.handled++;
      return;
    } catch (error) {
      lastError = error;
      if (attempt < how.maxAttempts) {
        how.stats.retries++;
        await pause(how.retryDelayMs * attempt);
      }
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  console.error(`[events] ${event.type} ${event.id} failed ${how.maxAttempts} times; dead-lettered: ${reason}`);
  await how.deadLetter({ topic, partition, message, reason, attempts: how.maxAttempts });
  how.stats.deadLettered++;
}

/** The original message, unchanged, with where it came from and why it failed in headers. */
export function deadLetterMessage(letter: DeadLetter, groupId: string): { key: Buffer | null; value: Buffer | null; headers: IHeaders } {
  return {
    key: letter.message.key,
    value: letter.message.value,
    headers: {
      ...letter.message.headers,
      'x-dlq-reason': letter.reason.slice(0, 1000),
      'x-dlq-consumer-group': groupId,
      'x-dlq-attempts': String(letter.attempts),
      'x-dlq-original-topic': letter.topic,
      'x-dlq-original-partition': String(letter.partition),
      'x-dlq-original-offset': letter.message.offset,
    },
  };
}

export const deadLetterTopicOf = (topic: string): string => `${topic}.dlq`;
