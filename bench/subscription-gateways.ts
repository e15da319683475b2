import type { ChildProcess } from 'node:child_process';
import type { Platform } from '../scripts/platform';
import { freePort } from '../test/free-port';
import { childPids, cpuSeconds } from './cpu-time';
import { startProcess, stopAll, waitReady } from './processes';

/** The gateway the subscribers connect to, and the CPU seconds each of its processes has used. */
export interface SubscriptionFront {
  url: string;
  cpu(): Record<string, number>;
  stop(): Promise<void>;
}

/** The platform's own gateway, in this process (the default: no BENCH_GATEWAY_WORKERS). */
export function inProcessFront(platform: Platform): SubscriptionFront {
  return {
    url: platform.gateway.url,
    cpu: () => {
      const { user, system } = process.cpuUsage();
      return { platform: (user + system) / 1e6 };
    },
    stop: async () => undefined,
  };
}

/**
 * BENCH_GATEWAY_WORKERS=N: `gateway/main.ts` in a process of its own with GATEWAY_WORKERS=N in
 * front of the platform's subgraphs, hearing their events through the PostgreSQL bus (the platform
 * runs with EVENT_BUS=postgres); node:cluster hands the subscribers' connections to the workers in
 * turn. Its CPU is counted per worker process, beside this process (subgraphs and publisher).
 */
export async function gatewayWorkersFront(
  platform: Platform,
  databaseUrl: string,
  workers: number,
): Promise<SubscriptionFront> {
  const port = await freePort();
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    GATEWAY_WORKERS: String(workers),
    EVENT_BUS: 'postgres',
    RATE_LIMIT_STORE: 'postgres',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: '0',
    NODE_ENV: 'production',
  };
  for (const subgraph of platform.subgraphs)
    env[`${subgraph.name.toUpperCase()}_URL`] = subgraph.url;
  const child: ChildProcess = startProcess('gateway', 'gateway/main.ts', [], env);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${url}/health/ready`, child);
    // Ready answers once one worker listens: wait for all of them.
    const deadline = performance.now() + 120_000;
    while (workers > 1 && childPids(child.pid!).length < workers && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
  } catch (error) {
    await stopAll([child]);
    throw error;
  }
  return {
    url,
    cpu: () => {
      const pids = workers > 1 ? childPids(child.pid!) : [child.pid!];
      const { user, system } = process.cpuUsage();
      return {
        ...cpuSeconds(Object.fromEntries(pids.map((pid) => [`gateway ${pid}`, [pid]]))),
        platform: (user + system) / 1e6,
      };
    },
    stop: () => stopAll([child]),
  };
}
