import gql from 'graphql-tag';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import { startSubgraphServer, type RunningService, type SubgraphStartOptions } from '../../lib/subgraph/server';
import { createMediaContext } from './context';
import { resolvers } from './resolvers';

/** schema.graphql and the feature files in schema/. */
export const typeDefs = gql(loadSubgraphSdl(__dirname));

export function startMediaSubgraph(options: SubgraphStartOptions): Promise<RunningService> {
  const { prisma, storage, events, peers } = options;
  return startSubgraphServer({
    name: 'media',
    typeDefs,
    // Codegen's resolver types are stricter than Apollo's map type; the shapes are the same.
    resolvers: resolvers as never,
    prisma,
    port: options.port,
    host: options.host,
    events: options.events,
    createContext: (base) => createMediaContext({ prisma, storage, events, peers }, base),
  });
}
