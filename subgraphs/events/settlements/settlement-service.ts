import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { systemClock } from '../../../lib/clock';
import { envInt } from '../../../lib/config';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import { settlementRound } from './settlement-round';

/**
 * The settlement round as background work of the events process: kicked after every move of a
 * ticket or event, and every EVENTS_SETTLEMENT_INTERVAL_MS (2,000) as the safety net. Batch size
 * and the pause between full batches come from EVENTS_SETTLEMENT_BATCH (100) and
 * EVENTS_SETTLEMENT_PAUSE_MS (0): a slow pace lets a test stop the process half way.
 */
export function settlementService(
  prisma: PrismaClient,
  peers: SubgraphDirectory,
): BackgroundService {
  const settings = {
    batchSize: Math.max(1, envInt('EVENTS_SETTLEMENT_BATCH', 100)),
    pauseMs: envInt('EVENTS_SETTLEMENT_PAUSE_MS', 0),
  };
  return backgroundService({
    name: 'events-settlement',
    round: () => settlementRound({ prisma, peers, settings, clock: systemClock }),
    intervalMs: envInt('EVENTS_SETTLEMENT_INTERVAL_MS', 2000),
  });
}
