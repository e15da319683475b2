import gql from 'graphql-tag';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import { startSubgraphServer, type RunningService, type SubgraphStartOptions } from '../../lib/subgraph/server';
import { createIdentityContext } from './context';
import { resolvers } from './resolvers';

export const typeDefs = gql(loadSubgraphSdl(__dirname));

export function startIdentitySubgraph(options: SubgraphStartOptions): Promise<RunningService> {
  return startSubgraphServer({
    name: 'identity',
    typeDefs,
    // Codegen's resolver types are stricter than Apollo's map type; the shapes are the same.
    resolvers: resolvers as never,
    prisma: options.prisma,
    port: options.port,
    host: options.host,
    events: options.events,
    createContext: (base) => createIdentityContext({ prisma: options.prisma, events: options.events }, base),
  });
}
