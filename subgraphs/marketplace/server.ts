import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';
import type { PrismaClient } from '../../lib/db/prisma';
import { startSubgraphServer, type RunningService } from '../../lib/subgraph/server';
import { createMarketplaceContext } from './context';
import { resolvers } from './resolvers';

export const typeDefs = gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8'));

export function startMarketplaceSubgraph(options: { prisma: PrismaClient; port: number; host?: string }): Promise<RunningService> {
  return startSubgraphServer({
    name: 'marketplace',
    typeDefs,
    // Codegen's resolver types are stricter than Apollo's map type; the shapes are the same.
    resolvers: resolvers as never,
    prisma: options.prisma,
    port: options.port,
    host: options.host,
    createContext: (base) => createMarketplaceContext(options.prisma, base),
  });
}
