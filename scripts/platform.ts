import { SUBGRAPHS, subgraphPort, type SubgraphName } from '../lib/config';
import type { PrismaClient } from '../lib/db/prisma';
import type { RunningService } from '../lib/subgraph/server';
import { createStorage, type FileStorage } from '../lib/storage';
import { startGateway } from '../gateway/server';
import { subgraphStarters } from '../subgraphs';

export interface Platform {
  gateway: RunningService;
  subgraphs: RunningService[];
  stop(): Promise<void>;
}

/**
 * Starts every subgraph and the gateway in this process, on loopback. Port 0 everywhere picks
 * free ports (tests); otherwise the configured ports are used.
 */
export async function startPlatform(options: {
  prisma: PrismaClient;
  gatewayPort: number;
  host?: string;
  ephemeralPorts?: boolean;
  storage?: FileStorage;
}): Promise<Platform> {
  const storage = options.storage ?? createStorage();
  const subgraphs = await Promise.all(
    SUBGRAPHS.map(({ name }) =>
      subgraphStarters[name as SubgraphName]({
        prisma: options.prisma,
        port: options.ephemeralPorts ? 0 : subgraphPort(name),
        host: options.host,
        storage,
      }),
    ),
  );
  const subgraphUrls = Object.fromEntries(subgraphs.map((s) => [s.name, s.url]));
  const gateway = await startGateway({ prisma: options.prisma, port: options.gatewayPort, host: options.host, subgraphUrls, storage });
  return {
    gateway,
    subgraphs,
    stop: async () => {
      await gateway.stop();
      await Promise.all(subgraphs.map((s) => s.stop()));
    },
  };
}
