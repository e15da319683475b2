import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';

export interface MockKafka {
  brokers: string[];
  stop(): Promise<void>;
}

/**
 * A Kafka-protocol cluster on loopback: librdkafka's mock cluster, started through kcat (docs/event-bus.md).
 * It keeps everything in memory and dies with the kcat process.
 */
export function startMockKafka(): Promise<MockKafka> {
  return new Promise((resolve, reject) => {
    const kcat = spawn(
      'kcat',
      [
        '-X',
        'test.mock.num.brokers=1',
        '-b',
        'ignored:1',
        '-C',
        '-t',
        '__keepalive',
        '-o',
        'end',
        '-q',
        '-d',
        'mock',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let seen = '';
    const timer = setTimeout(
      () => fail(new Error(`kcat printed no bootstrap address: ${seen.slice(0, 500)}`)),
      10_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      kcat.kill('SIGKILL');
      reject(error);
    };
    kcat.once('error', (error) =>
      fail(new Error(`cannot run kcat (apt-get install kcat): ${error.message}`)),
    );
    let started = false;
    // The mock logs on stderr all along; the stream is read to the end so kcat never blocks on it.
    kcat.stderr.on('data', (chunk: Buffer) => {
      if (started) return;
      seen += chunk.toString('utf8');
      const found = /bootstrap\.servers=(\S+)/.exec(seen);
      if (!found) return;
      started = true;
      clearTimeout(timer);
      resolve({
        brokers: found[1].split(','),
        stop: () =>
          new Promise<void>((done) => {
            if (kcat.exitCode !== null) return done();
            kcat.once('exit', () => done());
            kcat.kill('SIGTERM');
          }),
      });
    });
  });
}

/** Every raw message of a topic, read by a plain kafkajs consumer (what another team's consumer sees). */
export async function rawMessages(
  brokers: string[],
  topic: string,
  count: number,
): Promise<KafkaMessage[]> {
  const consumer = new Kafka({ clientId: 'raw', brokers, logLevel: logLevel.NOTHING }).consumer({
    groupId: `raw-${randomUUID()}`,
    maxWaitTimeInMs: 100,
  });
  const messages: KafkaMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  const done = new Promise<void>((resolve) => {
    void consumer.run({
      eachMessage: async ({ message }) => {
        messages.push(message);
        if (messages.length >= count) resolve();
      },
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise(
    (_, reject) =>
      (timer = setTimeout(
        () => reject(new Error(`saw ${messages.length} of ${count} messages on ${topic}`)),
        15_000,
      )),
  );
  try {
    await Promise.race([done, timeout]);
  } finally {
    clearTimeout(timer);
    await consumer.disconnect();
  }
  return messages;
}
