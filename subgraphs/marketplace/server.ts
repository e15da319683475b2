import gql from 'graphql-tag';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import { startSubgraphServer, type RunningService, type SubgraphStartOptions } from '../../lib/subgraph/server';
import { createMarketplaceContext } from './shared/context';
import { resolvers } from './resolvers';

/** schema.graphql and the feature files in schema/. */
export const typeDefs = gql(loadSubgraphSdl(__dirname));

export function startMarketplaceSubgraph(options: SubgraphStartOptions): Promise<RunningService> {
  return startSubgraphServer({
    name: 'marketplace',
    typeDefs,
    // Codegen's resolver types are stricter than Apollo's map type; the shapes are the same.
    resolvers: resolvers as never,
    prisma: options.prisma,
    port: options.port,
    host: options.host,
    // Media uploads (up to 5 MiB, a third more as base64) come inside the GraphQL variables.
    maxBodyBytes: 8 * 1024 * 1024,
    events: options.events,
    createContext: (base) => createMarketplaceContext(options.prisma, options.storage, base),
  });
}
