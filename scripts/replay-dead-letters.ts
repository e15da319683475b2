import { kafkaBrokersFromEnv } from '../lib/events/buses';
import { replayDeadLetters } from '../lib/events/kafka/replay';
import { runMain } from '../lib/service';

/**
 * `npm run events:replay -- <topic>`: sends the dead letters of `<topic>` (read from
 * `<topic>.dlq`) back to `<topic>` once whatever made them fail is fixed. KAFKA_BROKERS names the
 * cluster.
 */
async function main(): Promise<void> {
  const topic = process.argv[2];
  if (!topic || topic.endsWith('.dlq'))
    throw new Error(
      'usage: npm run events:replay -- <topic> (for example platform.payment.completed.v1)',
    );
  const brokers = kafkaBrokersFromEnv();
  if (!brokers) throw new Error('KAFKA_BROKERS must name the Kafka cluster');
  const sent = await replayDeadLetters({ brokers, topic });
  console.log(`${sent} dead letter(s) of ${topic} sent back to it`);
}

runMain('Replay', main);
