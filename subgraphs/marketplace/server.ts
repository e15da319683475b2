import gql from 'graphql-tag';
import { systemClock } from '../../lib/clock';
import { DateTimeScalar } from '../../lib/graphql/scalars';
import { subgraphBodyBytes, uploadBodyBytes, UPLOADS } from '../../lib/http/body-limits';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { aiAssetResolvers } from './ai-assets/resolvers';
import { analyticsResolvers } from './analytics/resolvers';
import { bookingResolvers } from './bookings/resolvers';
import { catalogResolvers } from './catalog/resolvers';
import { collaborationResolvers } from './collaborations/resolvers';
import { dealResolvers } from './deals/resolvers';
import { disputeResolvers } from './disputes/resolvers';
import type { Resolvers } from './generated/graphql';
import { healthResolvers } from './health/resolvers';
import { listingResolvers } from './listings/resolvers';
import { mediaResolvers } from './media/resolvers';
import { rfpResolvers } from './rfps/resolvers';
import { sellerPreferencesResolvers } from './seller-preferences/resolvers';
import { venueResolvers } from './venues/resolvers';
import { searchResolvers } from './search/resolvers';
import { createMarketplaceContext } from './common/context';
import { reportSourceResolvers } from './report-source/resolvers';

/** common/schema.graphql and every feature folder's schema part. */
const typeDefs = gql(loadSubgraphSdl(__dirname));

/** Each feature resolves its own fields, Query and Mutation included; a field resolved twice stops the start. */
const resolvers = mergeResolvers<Resolvers>(
  { DateTime: DateTimeScalar },
  listingResolvers,
  dealResolvers,
  disputeResolvers,
  collaborationResolvers,
  analyticsResolvers,
  bookingResolvers,
  catalogResolvers,
  rfpResolvers,
  aiAssetResolvers,
  mediaResolvers,
  sellerPreferencesResolvers,
  venueResolvers,
  searchResolvers,
  healthResolvers,
  reportSourceResolvers,
);

export function startMarketplaceSubgraph(options: SubgraphStartOptions): Promise<RunningService> {
  const clock = options.clock ?? systemClock;
  return startSubgraphServer({
    ...options,
    name: 'marketplace',
    typeDefs,
    resolvers,
    // Media uploads (up to 5 MiB, a third more as base64) come inside the GraphQL variables.
    maxBodyBytes: subgraphBodyBytes(uploadBodyBytes(UPLOADS.marketplaceMedia.fileBytes)),
    createContext: (base) => createMarketplaceContext(options.prisma, options.storage, clock, base),
  });
}
