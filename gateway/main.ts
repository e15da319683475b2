import { SUBGRAPHS, envInt, listenHost, subgraphUrl } from '../lib/config';
import { resolveDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { createPrisma } from '../lib/db/prisma';
import { startGateway } from './server';

/** The gateway alone, for a distributed deployment: subgraphs are reached at <NAME>_URL. */
async function main(): Promise<void> {
  const database = await resolveDatabase();
  await migrate(database.url);
  const prisma = createPrisma(database.url);
  const subgraphUrls = Object.fromEntries(SUBGRAPHS.map(({ name }) => [name, subgraphUrl(name)]));
  const gateway = await startGateway({ prisma, port: envInt('PORT', 4000), host: listenHost(), subgraphUrls });
  console.log(`gateway listening on ${gateway.url}/graphql; subgraphs: ${JSON.stringify(subgraphUrls)}`);
  const stop = async () => {
    await gateway.stop();
    await prisma.$disconnect();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('Gateway start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
