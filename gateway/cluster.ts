import { runCluster } from '../lib/cluster';

/**
 * GATEWAY_WORKERS=N: N gateway processes serve one port (lib/cluster.ts). What must hold across
 * them already lives outside any one process: the database, idempotency keys (PostgreSQL),
 * rate-limit counts (RATE_LIMIT_STORE=postgres is required and set when unset), and job events
 * for subscriptions (each worker consumes the bus as an instance of its own, so a subscriber on
 * any worker hears every event).
 */
export async function runGatewayCluster(workers: number): Promise<void> {
  const store = process.env.RATE_LIMIT_STORE ?? 'postgres';
  if (store !== 'postgres')
    throw new Error(
      `GATEWAY_WORKERS=${workers} needs RATE_LIMIT_STORE=postgres (got ${store}): counts in one process would let a caller through N times`,
    );
  await runCluster({
    name: 'gateway',
    workers,
    env: { RATE_LIMIT_STORE: 'postgres', GATEWAY_WORKERS: '1' },
  });
}
