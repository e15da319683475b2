import gql from 'graphql-tag';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import { startSubgraphServer, type RunningService, type SubgraphStartOptions } from '../../lib/subgraph/server';
import { createAdsContext } from './context';
import { resolvers } from './resolvers';

/** schema.graphql and the feature files in schema/. */
export const typeDefs = gql(loadSubgraphSdl(__dirname));

export function startAdsSubgraph(options: SubgraphStartOptions): Promise<RunningService> {
  return startSubgraphServer({
    name: 'ads',
    typeDefs,
    // Codegen's resolver types are stricter than Apollo's map type; the shapes are the same.
    resolvers: resolvers as never,
    prisma: options.prisma,
    port: options.port,
    host: options.host,
    events: options.events,
    createContext: (base) => createAdsContext({ prisma: options.prisma }, base),
  });
}
