import { createPrisma } from '../../lib/db/prisma';
import { WebhookDispatcher } from '../../subgraphs/integrations/dispatcher/dispatcher';

/**
 * One webhook dispatcher in its own process, as each integrations instance runs one, driven by
 * bench/events.ts over IPC: `ready` once connected, `start` starts it, `stop` stops it and
 * answers with the CPU time it used in between (its own process only, PostgreSQL apart).
 * DATABASE_URL names the database; BENCH_DISPATCHER_POOL the size of its connection pool.
 */
export type ToDispatcher = { type: 'start' } | { type: 'stop' };
export type FromDispatcher = { type: 'ready' } | { type: 'stopped'; cpuMs: number };

async function main(): Promise<void> {
  const prisma = createPrisma(
    process.env.DATABASE_URL!,
    Number(process.env.BENCH_DISPATCHER_POOL ?? 10),
  );
  await prisma.$queryRaw`SELECT 1`;
  const dispatcher = new WebhookDispatcher({ prisma, pollIntervalMs: 50 });
  let cpuAtStart: NodeJS.CpuUsage | undefined;
  const send = (message: FromDispatcher) => process.send!(message);
  process.on('message', async (message: ToDispatcher) => {
    if (message.type === 'start') {
      cpuAtStart = process.cpuUsage();
      dispatcher.start();
      return;
    }
    await dispatcher.stop();
    const used = process.cpuUsage(cpuAtStart);
    await prisma.$disconnect();
    send({ type: 'stopped', cpuMs: (used.user + used.system) / 1000 });
    process.disconnect();
  });
  send({ type: 'ready' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
