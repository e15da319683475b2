import gql from 'graphql-tag';
import { systemClock } from '../../lib/clock';
import { DateTimeScalar } from '../../lib/graphql/scalars';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { checkInResolvers } from './check-ins/resolvers';
import { createEventsContext } from './common/context';
import { eventResolvers } from './events/resolvers';
import type { Resolvers } from './generated/graphql';
import { orderResolvers } from './orders/resolvers';
import { reportSourceResolvers } from './report-source/resolvers';
import { salesResolvers } from './sales/resolvers';
import { searchResolvers } from './search/resolvers';
import { settlementService } from './settlements/settlement-service';
import { ticketTypeResolvers } from './ticket-types/resolvers';
import { ticketQrResolvers } from './tickets/qr-resolvers';
import { ticketResolvers } from './tickets/resolvers';

/** common/schema.graphql and each feature folder's schema part. */
const typeDefs = gql(loadSubgraphSdl(__dirname));

const resolvers = mergeResolvers<Resolvers>(
  { DateTime: DateTimeScalar },
  eventResolvers,
  ticketTypeResolvers,
  orderResolvers,
  ticketResolvers,
  ticketQrResolvers,
  checkInResolvers,
  salesResolvers,
  searchResolvers,
  reportSourceResolvers,
);

/** Events, ticket types, ticket orders paid from wallets, QR check-in and refunds. */
export function startEventsSubgraph(options: SubgraphStartOptions): Promise<RunningService> {
  const { prisma, peers } = options;
  const settlements = settlementService(prisma, peers);
  return startSubgraphServer({
    ...options,
    name: 'events',
    typeDefs,
    resolvers,
    createContext: (base) =>
      createEventsContext({ prisma, peers, settlements, clock: systemClock }, base),
    background: [settlements],
  });
}
