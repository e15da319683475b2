import type { PrismaClient } from '../../../lib/db/prisma';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { findProvisionable, moveEndpoint, removeDeleting } from './endpoint-store';
import type { PredictorCache } from './predictor-cache';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ml-endpoints');
const BATCH = 20;

/**
 * Moves PROVISIONING and UPDATING endpoints to ACTIVE once their version's artifact loads
 * (FAILED when it cannot), and removes DELETING ones: kicked when an endpoint is created, and
 * polled, since a training that finishes later gives a waiting endpoint its artifact. The moves
 * are conditional updates, so several instances may run this at once.
 */
export function endpointActivator(
  prisma: PrismaClient,
  predictors: PredictorCache,
  pollMs: number,
): BackgroundService {
  const round = async (): Promise<boolean> => {
    const ready = await findProvisionable(prisma, BATCH);
    for (const endpoint of ready) {
      try {
        await predictors.get(endpoint.artifactKey);
        await moveEndpoint(prisma, endpoint.id, endpoint.status, 'ACTIVE');
      } catch (error) {
        log.error({ err: error, endpointId: endpoint.id }, 'artifact did not load');
        await moveEndpoint(prisma, endpoint.id, endpoint.status, 'FAILED');
      }
    }
    await removeDeleting(prisma);
    return ready.length === BATCH;
  };
  return backgroundService({ name: 'ml-endpoints', round, intervalMs: pollMs });
}
