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
import type { RunningService } from '../lib/subgraph/server';
import { startTracing, stopTracing } from '../lib/observability/tracing';

/**
 * One subgraph alone (`npm run start:subgraph -- <name>`), for a distributed deployment; or
 * several named together (`identity,marketplace`), each on its own port, in one process: their
 * modules, database pool, buses and outbox relay are then loaded and run once.
 */
async function main(names: readonly SubgraphName[]): Promise<void> {
  const label = names.join('+');
  startTracing({ serviceName: label });
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
  const storage = createStorage();
  const services: RunningService[] = [];
  const stopServices = () => Promise.all(services.map((service) => service.stop()));
  for (const name of names) {
    const port = subgraphPort(name);
    const starting = subgraphStarters[name]({
      prisma: db.prisma,
      port,
      host: listenHost(),
      storage,
      events: buses.forService(name),
      peers,
    });
    services.push(
      await cleanUpOnFailure(
        starting.catch(explainPortInUse(`${name.toUpperCase()}_PORT`, port)),
        async () => {
          await stopServices();
          await close();
        },
      ),
    );
  }
  // Each service publishes its own outbox; with several instances one relay at a time does (advisory
  // lock). One relay serves every service of the process, publishing through the first one's bus.
  const relay = new OutboxRelay({
    prisma: db.prisma,
    events: buses.forService(names[0]),
    services: [...names],
  });
  await cleanUpOnFailure(relay.start(), async () => {
    await stopServices();
    await close();
  });
  // Every process sharing a local storage folder sweeps the temporary files crashes left in it.
  const upkeep = storage.upkeep?.();
  upkeep?.start();
  for (const [index, name] of names.entries())
    serviceLogger(name).info(
      { url: services[index].url, events: buses.kind },
      'subgraph listening',
    );
  stopOnSignals(async () => {
    await relay.stop();
    await stopServices();
    await upkeep?.stop();
    await close();
    await stopTracing();
  });
}

const USAGE = `usage: npm run start:subgraph -- <name>[,<name>...] of ${SUBGRAPHS.map((s) => s.name).join('|')}`;

/** The subgraphs the command line names: one, or several joined by commas, each once. */
function chosenSubgraphs(): SubgraphName[] {
  const names = (process.argv[2] ?? '').split(',') as SubgraphName[];
  if (names.some((name) => !SUBGRAPHS.some((s) => s.name === name))) throw new Error(USAGE);
  if (new Set(names).size !== names.length) throw new Error(`${USAGE}: each name once`);
  return names;
}

/** The processes the named subgraphs run as: their <NAME>_WORKERS (or SUBGRAPH_WORKERS), one for all. */
function chosenWorkers(): number {
  const counts = new Set(chosenSubgraphs().map(subgraphWorkers));
  if (counts.size > 1)
    throw new Error('subgraphs started in one process need the same <NAME>_WORKERS');
  return [...counts][0];
}

// <NAME>_WORKERS or SUBGRAPH_WORKERS above 1: that many processes share the subgraph's port. Its
// background work was made for several instances (docs/scaling-gateways.md, "Subgraphs").
runMainOrCluster({
  what: 'Subgraph',
  workers: chosenWorkers,
  main: () => main(chosenSubgraphs()),
  startCluster: (workers) => runCluster({ name: chosenSubgraphs().join('+'), workers }),
});
