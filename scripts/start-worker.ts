import { connectionLimitsFromEnv, createLimitedServer } from '../lib/http/connection-limits';
import { envInt, listenHost, subgraphUrl } from '../lib/config';
import { openDatabase, poolOf } from '../lib/db/prisma';
import { standaloneBuses } from '../lib/events/buses';
import { json, writeResult } from '../lib/http/io';
import { runCluster, runMainOrCluster } from '../lib/cluster';
import { cleanUpOnFailure, stopOnSignals } from '../lib/service';
import { createStorage } from '../lib/storage';
import { healthResult, listen } from '../lib/http/lifecycle';
import { createMediaWorker } from '../subgraphs/media/worker';
import { metricsResult } from '../lib/observability/http-observer';
import { serviceLogger } from '../lib/observability/logger';
import { startTracing, stopTracing } from '../lib/observability/tracing';

/**
 * A media job worker alone (`npm run start:worker`): as many as the load needs, on any host that
 * reaches the database (DATABASE_URL), the shared file storage (STORAGE_DIR) and identity
 * (IDENTITY_URL, for charging and releasing credits). WORKER_HEALTH_PORT, when set, serves
 * /health/live and /health/ready (database) for an orchestrator, and /metrics for Prometheus.
 */
async function main(): Promise<void> {
  startTracing({ serviceName: 'media-worker' });
  const db = await openDatabase();
  // Job progress reaches every gateway's subscribers through PostgreSQL (or Kafka, KAFKA_BROKERS).
  const buses = standaloneBuses({
    prisma: db.prisma,
    pool: poolOf(db.prisma),
    databaseUrl: db.database.url,
  });
  const storage = createStorage();
  const worker = await cleanUpOnFailure(
    (async () =>
      createMediaWorker({
        prisma: db.prisma,
        storage,
        events: buses.forInstance('media-worker'),
        peers: { identity: subgraphUrl('identity') },
      }))(),
    db.close,
  );
  const healthPort = envInt('WORKER_HEALTH_PORT', 0);
  const health = healthPort
    ? createLimitedServer(connectionLimitsFromEnv(), (req, res) => {
        const ready = async () => void (await db.prisma.$queryRaw`SELECT 1`);
        if (req.url === '/metrics')
          return void metricsResult(req).then((result) => writeResult(res, result));
        void healthResult(req.url ?? '/', ready).then((result) =>
          writeResult(
            res,
            result ?? json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
          ),
        );
      })
    : undefined;
  if (health) await cleanUpOnFailure(listen(health, healthPort, listenHost()), db.close);
  worker.start();
  // Every process sharing a local storage folder sweeps the temporary files crashes left in it.
  const upkeep = storage.upkeep?.();
  upkeep?.start();
  serviceLogger('media-worker').info(
    { workerId: worker.id, events: buses.kind, healthPort: health ? healthPort : undefined },
    'media worker running',
  );
  stopOnSignals(async () => {
    await worker.stop();
    await upkeep?.stop();
    health?.close();
    await buses.close();
    await db.close();
    await stopTracing();
  });
}

runMainOrCluster({
  what: 'Worker',
  workers: () => envInt('WORKER_PROCESSES', 1),
  main,
  startCluster: (workers) => runCluster({ name: 'media-worker', workers }),
});
