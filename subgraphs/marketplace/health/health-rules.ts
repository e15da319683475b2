import { systemClock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { MarketplaceDeps } from '../common/deps';
import { pingDatabase } from './health-store';

export type HealthProbe = 'live' | 'ready';

export interface MarketplaceHealthResult {
  probe: HealthProbe;
  status: 'ok';
  database: 'ok' | null;
  checkedAt: Date;
}

/**
 * Liveness answers at once (the process serves requests); readiness also needs the database.
 * A failed readiness check is an error, so REST answers it 503 like the services' own probes.
 * Public: no actor.
 */
export async function marketplaceHealth(
  deps: Pick<MarketplaceDeps, 'prisma'> & Partial<Pick<MarketplaceDeps, 'clock'>>,
  probe: HealthProbe,
): Promise<MarketplaceHealthResult> {
  const clock = deps.clock ?? systemClock;
  if (probe === 'live') return { probe, status: 'ok', database: null, checkedAt: clock.now() };
  try {
    await pingDatabase(deps.prisma);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'The marketplace database is unreachable', 503);
  }
  return { probe, status: 'ok', database: 'ok', checkedAt: clock.now() };
}
