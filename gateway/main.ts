import { configuredSubgraphUrls, envInt, listenHost, servedSupergraphPath } from '../lib/config';
import { openDatabasePool } from '../lib/db/database';
import { createStorage } from '../lib/storage';
import { standaloneBuses } from '../lib/events/buses';
import { cleanUpOnFailure, explainPortInUse, stopOnSignals } from '../lib/service';
import { runMainOrCluster } from '../lib/cluster';
import { limitHeapGrowth } from './heap-growth';
import { startGateway } from './server';
import { runGatewayCluster } from './cluster';
import { serviceLogger } from '../lib/observability/logger';
import { startTracing, stopTracing } from '../lib/observability/tracing';

/**
 * The gateway alone, for a distributed deployment: subgraphs are reached at <NAME>_URL, or on
 * another supergraph (SUPERGRAPH_PATH) at the URLs that supergraph names. With
 * GATEWAY_WORKERS=N, N such processes share the port (./cluster.ts).
 */
async function main(): Promise<void> {
  limitHeapGrowth();
  startTracing({ serviceName: 'gateway' });
  // Plain SQL only: loading Prisma's query compiler would cost the gateway about 60 MiB (docs/performance.md).
  const db = await openDatabasePool('gateway');
  const subgraphUrls = configuredSubgraphUrls();
  // A reader of its own: every gateway instance sees every job event for its subscribers.
  const buses = standaloneBuses({ pool: db.pool, databaseUrl: db.database.url });
  const close = async () => {
    await buses.close();
    await db.close();
  };
  const port = envInt('PORT', 4000);
  const starting = startGateway({
    sql: db.pool,
    port,
    host: listenHost(),
    subgraphUrls,
    storage: createStorage(),
    events: buses.forInstance('gateway'),
  });
  const gateway = await cleanUpOnFailure(starting.catch(explainPortInUse('PORT', port)), close);
  serviceLogger('gateway').info(
    { url: `${gateway.url}/graphql`, supergraph: servedSupergraphPath(), subgraphs: subgraphUrls },
    'gateway listening',
  );
  stopOnSignals(async () => {
    await gateway.stop();
    await close();
    await stopTracing();
  });
}

runMainOrCluster({
  what: 'Gateway',
  workers: () => envInt('GATEWAY_WORKERS', 1),
  main,
  startCluster: runGatewayCluster,
});
