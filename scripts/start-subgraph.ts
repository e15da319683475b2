import { SUBGRAPHS, listenHost, subgraphPort, type SubgraphName } from '../lib/config';
import { resolveDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { createPrisma } from '../lib/db/prisma';
import { subgraphStarters } from '../subgraphs';

/** One subgraph alone (`npm run start:subgraph -- <name>`), for a distributed deployment. */
async function main(): Promise<void> {
  const name = process.argv[2] as SubgraphName;
  if (!SUBGRAPHS.some((s) => s.name === name)) {
    throw new Error(`usage: npm run start:subgraph -- <${SUBGRAPHS.map((s) => s.name).join('|')}>`);
  }
  const database = await resolveDatabase();
  await migrate(database.url);
  const prisma = createPrisma(database.url);
  const service = await subgraphStarters[name]({ prisma, port: subgraphPort(name), host: listenHost() });
  console.log(`${name} subgraph listening on ${service.url}`);
  const stop = async () => {
    await service.stop();
    await prisma.$disconnect();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('Subgraph start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
