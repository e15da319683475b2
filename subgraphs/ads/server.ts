import gql from 'graphql-tag';
import { systemClock } from '../../lib/clock';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { DateTimeScalar } from '../../lib/graphql/scalars';
import { broadcastResolvers } from './broadcasts/resolvers';
import { campaignResolvers } from './campaigns/resolvers';
import type { Resolvers } from './generated/graphql';
import { reviewResolvers } from './reviews/resolvers';
import { servingResolvers } from './serving/resolvers';
import { createAdsContext } from './common/context';
import { reportSourceResolvers } from './report-source/resolvers';

/** common/schema.graphql and each feature folder's schema parts. */
const typeDefs = gql(loadSubgraphSdl(__dirname));

const resolvers = mergeResolvers<Resolvers>(
  { DateTime: DateTimeScalar },
  campaignResolvers,
  reviewResolvers,
  broadcastResolvers,
  servingResolvers,
  reportSourceResolvers,
);

export function startAdsSubgraph(options: SubgraphStartOptions): Promise<RunningService> {
  return startSubgraphServer({
    ...options,
    name: 'ads',
    typeDefs,
    resolvers,
    createContext: (base) =>
      createAdsContext({ prisma: options.prisma, clock: options.clock ?? systemClock }, base),
  });
}
