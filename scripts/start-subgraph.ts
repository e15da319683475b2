import { SUBGRAPHS, listenHost, subgraphPort, subgraphUrl, type SubgraphName } from '../lib/config';
import { InProcessEventBus } from '../lib/events/in-process';
import { openDatabase } from '../lib/db/database';
import { createStorage } from '../lib/storage';
import { cleanUpOnFailure, runMain, stopOnSignals } from '../lib/service';
import { subgraphStarters } from '../subgraphs';

/** One subgraph alone (`npm run start:subgraph -- <name>`), for a distributed deployment. */
async function main(): Promise<void> {
  const name = process.argv[2] as SubgraphName;
  if (!SUBGRAPHS.some((s) => s.name === name)) {
    throw new Error(`usage: npm run start:subgraph -- <${SUBGRAPHS.map((s) => s.name).join('|')}>`);
  }
  const db = await openDatabase();
  const service = await cleanUpOnFailure(subgraphStarters[name]({ prisma: db.prisma, port: subgraphPort(name), host: listenHost(), storage: createStorage(), events: new InProcessEventBus(), peers: Object.fromEntries(SUBGRAPHS.map((s) => [s.name, subgraphUrl(s.name)])) }), db.close);
  console.log(`${name} subgraph listening on ${service.url}`);
  stopOnSignals(async () => {
    await service.stop();
    await db.close();
  });
}

runMain('Subgraph start', main);
