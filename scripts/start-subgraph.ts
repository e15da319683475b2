import {
  SUBGRAPHS,
  listenHost,
  subgraphPort,
  subgraphUrl,
  subgraphWorkers,
  type SubgraphName,
} from '../lib/config';
import { runCluster, runMainOrCluster } from '../lib/cluster';
import { standaloneBuses } from '../lib/events/buses';
import { OutboxRelay } from '../lib/events/relay';
import { openDatabase, poolOf } from '../lib/db/prisma';
import { createStorage } from '../lib/storage';
import { cleanUpOnFailure, explainPortInUse, stopOnSignals } from '../lib/service';
import { subgraphStarters } from '../subgraphs';
import { serviceLogger } from '../lib/observability/logger';
import { startTracing, stopTracing } from '../lib/observability/tracing';

/** One subgraph alone (`npm run start:subgraph -- <name>`), for a distributed deployment. */
async function main(name: SubgraphName): Promise<void> {
  startTracing({ serviceName: name });
  const db = await openDatabase();
  const buses = standaloneBuses({
    prisma: db.prisma,
    pool: poolOf(db.prisma),
    databaseUrl: db.database.url,
  });
  const close = async () => {
    await buses.close();
    await db.close();
  };
  const peers = Object.fromEntries(SUBGRAPHS.map((s) => [s.name, subgraphUrl(s.name)]));
  const port = subgraphPort(name);
  const storage = createStorage();
  const starting = subgraphStarters[name]({
    prisma: db.prisma,
    port,
    host: listenHost(),
    storage,
    events: buses.forService(name),
    peers,
  });
  const service = await cleanUpOnFailure(
    starting.catch(explainPortInUse(`${name.toUpperCase()}_PORT`, port)),
    close,
  );
  // Each service publishes its own outbox; with several instances one relay at a time does (advisory lock).
  const relay = new OutboxRelay({
    prisma: db.prisma,
    events: buses.forService(name),
    services: [name],
  });
  await cleanUpOnFailure(relay.start(), close);
  // Every process sharing a local storage folder sweeps the temporary files crashes left in it.
  const upkeep = storage.upkeep?.();
  upkeep?.start();
  serviceLogger(name).info({ url: service.url, events: buses.kind }, 'subgraph listening');
  stopOnSignals(async () => {
    await relay.stop();
    await service.stop();
    await upkeep?.stop();
    await close();
    await stopTracing();
  });
}

/** The subgraph the command line names. */
function chosenSubgraph(): SubgraphName {
  const name = process.argv[2] as SubgraphName;
  if (!SUBGRAPHS.some((s) => s.name === name))
    throw new Error(`usage: npm run start:subgraph -- <${SUBGRAPHS.map((s) => s.name).join('|')}>`);
  return name;
}

// <NAME>_WORKERS or SUBGRAPH_WORKERS above 1: that many processes share the subgraph's port. Its
// background work was made for several instances (docs/scaling-gateways.md, "Subgraphs").
runMainOrCluster({
  what: 'Subgraph',
  workers: () => subgraphWorkers(chosenSubgraph()),
  main: () => main(chosenSubgraph()),
  startCluster: (workers) => runCluster({ name: chosenSubgraph(), workers }),
});
