import { SUBGRAPHS, envInt, listenHost, subgraphUrl } from '../lib/config';
import { openDatabase } from '../lib/db/database';
import { createStorage } from '../lib/storage';
import { InProcessEventBus } from '../lib/events/in-process';
import { cleanUpOnFailure, runMain, stopOnSignals } from '../lib/service';
import { startGateway } from './server';

/** The gateway alone, for a distributed deployment: subgraphs are reached at <NAME>_URL. */
async function main(): Promise<void> {
  const db = await openDatabase();
  const subgraphUrls = Object.fromEntries(SUBGRAPHS.map(({ name }) => [name, subgraphUrl(name)]));
  const gateway = await cleanUpOnFailure(startGateway({ prisma: db.prisma, port: envInt('PORT', 4000), host: listenHost(), subgraphUrls, storage: createStorage(), events: new InProcessEventBus() }), db.close);
  console.log(`gateway listening on ${gateway.url}/graphql; subgraphs: ${JSON.stringify(subgraphUrls)}`);
  stopOnSignals(async () => {
    await gateway.stop();
    await db.close();
  });
}

runMain('Gateway start', main);
