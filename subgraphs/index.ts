import type { PrismaClient } from '../lib/db/prisma';
import type { SubgraphName } from '../lib/config';
import type { RunningService } from '../lib/subgraph/server';
import { startIdentitySubgraph } from './identity/server';
import { startMarketplaceSubgraph } from './marketplace/server';

export type StartSubgraph = (options: { prisma: PrismaClient; port: number; host?: string }) => Promise<RunningService>;

/** How to start each subgraph the gateway composes (names as in lib/config SUBGRAPHS). */
export const subgraphStarters: Record<SubgraphName, StartSubgraph> = {
  identity: startIdentitySubgraph,
  marketplace: startMarketplaceSubgraph,
};
