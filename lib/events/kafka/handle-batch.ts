import type { IHeaders, KafkaMessage } from 'kafkajs';
import type { EventHandler, PlatformEvent } from '../bus';
import { MalformedEventError, parseStructuredCloudEvent } from '../cloudevent';
import type { Deduplicator } from '../dedupe';
import { describeErrors, runHandlers } from '../retry';
import { serviceLogger } from '../../observability/logger';

const log = serviceLogger('events');

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

type Parsed =
  { message: KafkaMessage; event: PlatformEvent } | { message: KafkaMessage; malformed: string };

function parse(message: KafkaMessage): Parsed {
  try {
    return { message, event: parseStructuredCloudEvent(message.value?.toString('utf8') ?? '') };
  } catch (error) {
    if (!(error instanceof MalformedEventError)) throw error;
    return { message, malformed: error.message };
  }
}

export interface BatchControl {
  /** Marks a message done: its offset may be committed. */
  resolveOffset(offset: string): void;
  heartbeat(): Promise<void>;
}

/**
 * One partition's batch, by the consumer rules of docs/event-bus.md ("Consumers"): each message parsed
 * as a structured CloudEvent (unknown fields ignored), skipped when its id was handled before,
 * handed to the handlers with its tenant from `tenantid`, retried, and on the last failure (or
 * when it cannot be parsed) written to the dead-letter topic: never dropped. A message's offset is
 * resolved only once it is handled or dead-lettered, and the handled ids are remembered before
 * the batch ends (and so before its offsets are committed); a failed dead-letter write rejects,
 * so the rest of the batch is consumed again.
 */
export async function handleBatch(
  topic: string,
  partition: number,
  messages: KafkaMessage[],
  how: MessageHandling,
  control: BatchControl,
): Promise<void> {
  const parsed = messages.map(parse);
  const seen = await how.dedupe.seenAmong(
    parsed.flatMap((p) => ('event' in p ? [p.event.id] : [])),
  );
  const handled: string[] = [];
  try {
    for (const item of parsed) {
      how.stats.received++;
      if ('malformed' in item) {
        await how.deadLetter({
          topic,
          partition,
          message: item.message,
          reason: `malformed: ${item.malformed}`,
          attempts: 0,
        });
        how.stats.deadLettered++;
      } else if (seen.has(item.event.id)) {
        how.stats.duplicates++;
      } else {
        const failures = await runHandlers(
          how.handlersOf(item.event.type),
          item.event,
          how.maxAttempts,
          how.retryDelayMs,
          () => how.stats.retries++,
        );
        seen.add(item.event.id);
        if (failures.length === 0) {
          handled.push(item.event.id);
          how.stats.handled++;
        } else {
          const reason = describeErrors(failures);
          log.error(
            { eventId: item.event.id, type: item.event.type, reason },
            `failed ${how.maxAttempts} times; dead-lettered`,
          );
          await how.deadLetter({
            topic,
            partition,
            message: item.message,
            reason,
            attempts: how.maxAttempts,
          });
          how.stats.deadLettered++;
        }
      }
      control.resolveOffset(item.message.offset);
      await control.heartbeat();
    }
  } finally {
    await how.dedupe.rememberAll(handled);
  }
}

/** The original message, unchanged, with where it came from and why it failed in headers. */
export function deadLetterMessage(
  letter: DeadLetter,
  groupId: string,
): { key: Buffer | null; value: Buffer | null; headers: IHeaders } {
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
