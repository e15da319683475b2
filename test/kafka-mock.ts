import { spawn } from 'node:child_process';

export interface MockKafka {
  brokers: string[];
  stop(): Promise<void>;
}

/**
 * A Kafka-protocol cluster on loopback: librdkafka's mock cluster, started through kcat (STACK.md).
 * It keeps everything in memory and dies with the kcat process.
 */
export function startMockKafka(): Promise<MockKafka> {
  return new Promise((resolve, reject) => {
    const kcat = spawn('kcat', ['-X', 'test.mock.num.brokers=1', '-b', 'ignored:1', '-C', '-t', '__keepalive', '-o', 'end', '-q', '-d', 'mock'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`kcat printed no bootstrap address: ${seen.slice(0, 500)}`)), 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      kcat.kill('SIGKILL');
      reject(error);
    };
    kcat.once('error', (error) => fail(new Error(`cannot run kcat (apt-get install kcat): ${error.message}`)));
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
