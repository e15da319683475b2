import { Kafka, logLevel, type IHeaders } from 'kafkajs';
import { deadLetterTopicOf } from './handle-batch';

const GROUP = 'platform.dlq-replay';

export interface ReplayOptions {
  brokers: string[];
  /** The original topic whose dead letters are sent back to it (`<topic>.dlq` is read). */
  topic: string;
  /** Give up waiting for the dead-letter topic's end after this long (default 30 s). */
  timeoutMs?: number;
}

/** The original headers: the dead-letter ones dropped, the replay noted. */
function replayHeaders(headers: IHeaders | undefined, offset: string): IHeaders {
  const kept: IHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    if (!name.startsWith('x-dlq-') && value !== undefined) kept[name] = value;
  return { ...kept, 'x-replayed-from-dlq-offset': offset };
}

/**
 * Sends every dead letter of `topic` not replayed before back to `topic`, unchanged (same key,
 * same value, same event id: consumers that handled it meanwhile skip it), then stops. What was
 * replayed is remembered by the consumer group `platform.dlq-replay` (its committed offsets), so a second run sends only
 * what was dead-lettered since. Answers how many were sent.
 */
export async function replayDeadLetters(options: ReplayOptions): Promise<number> {
  const kafka = new Kafka({
    clientId: 'dlq-replay',
    brokers: options.brokers,
    logLevel: logLevel.ERROR,
  });
  const dlq = deadLetterTopicOf(options.topic);
  const admin = kafka.admin();
  await admin.connect();
  const ends = new Map(
    (await admin.fetchTopicOffsets(dlq)).map((p) => [p.partition, Number(p.high)]),
  );
  const [committed] = await admin.fetchOffsets({ groupId: GROUP, topics: [dlq] });
  await admin.disconnect();
  // Partitions with nothing left to replay (empty, or replayed up to the end before).
  const reached = new Set(
    [...ends]
      .filter(
        ([partition, end]) =>
          Number(committed?.partitions.find((p) => p.partition === partition)?.offset ?? -1) >=
            end || end === 0,
      )
      .map(([partition]) => partition),
  );
  if ([...ends.keys()].every((p) => reached.has(p))) return 0;
  const producer = kafka.producer();
  const consumer = kafka.consumer({ groupId: GROUP, maxWaitTimeInMs: 100 });
  let sent = 0;
  try {
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topics: [dlq], fromBeginning: true });
    const done = new Promise<void>((resolve, reject) => {
      const check = (partition: number, next: number) => {
        if (next >= (ends.get(partition) ?? 0)) reached.add(partition);
        if ([...ends.keys()].every((p) => reached.has(p))) resolve();
      };
      check(-1, 0);
      consumer
        .run({
          eachMessage: async ({ partition, message }) => {
            if (Number(message.offset) < (ends.get(partition) ?? 0)) {
              await producer.send({
                topic: options.topic,
                acks: -1,
                messages: [
                  {
                    key: message.key,
                    value: message.value,
                    headers: replayHeaders(message.headers, message.offset),
                  },
                ],
              });
              sent++;
            }
            check(partition, Number(message.offset) + 1);
          },
        })
        .catch(reject);
    });
    await Promise.race([
      done,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`the end of ${dlq} was not reached`)),
          options.timeoutMs ?? 30_000,
        ).unref(),
      ),
    ]);
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
  }
  return sent;
}
