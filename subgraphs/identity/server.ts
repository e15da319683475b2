import gql from 'graphql-tag';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import { startSubgraphServer, type RunningService, type SubgraphStartOptions } from '../../lib/subgraph/server';
import { createIdentityContext } from './context';
import { creditHoldSettings, type CreditHoldSettings } from './domain/credit-holds';
import { HoldSweeper } from './domain/hold-sweeper';
import { resolvers } from './resolvers';

export const typeDefs = gql(loadSubgraphSdl(__dirname));

export interface IdentityStartOptions extends SubgraphStartOptions {
  /** Hold length and sweep interval (default CREDIT_HOLD_CONFIRM_SECONDS, CREDIT_HOLD_SWEEP_MS). */
  creditHolds?: Partial<CreditHoldSettings>;
}

/**
 * The GraphQL service and, beside it, the sweep that releases expired credit holds: wherever
 * identity runs (`npm start`, `npm run start:subgraph -- identity`), its holds are swept.
 */
export async function startIdentitySubgraph(options: IdentityStartOptions): Promise<RunningService> {
  // Read before anything listens, so a bad setting stops the start with nothing left running.
  const creditHolds = creditHoldSettings(options.creditHolds);
  const holdSweeper = new HoldSweeper({ prisma: options.prisma, intervalMs: creditHolds.sweepIntervalMs });
  const service = await startSubgraphServer({
    name: 'identity',
    typeDefs,
    // Codegen's resolver types are stricter than Apollo's map type; the shapes are the same.
    resolvers: resolvers as never,
    prisma: options.prisma,
    port: options.port,
    host: options.host,
    events: options.events,
    createContext: (base) => createIdentityContext({ prisma: options.prisma, events: options.events, creditHolds }, base),
  });
  holdSweeper.start();
  return {
    ...service,
    stop: async () => {
      await holdSweeper.stop();
      await service.stop();
    },
  };
}
