import type { PrismaClient } from '../../../lib/db/prisma';
import type { BackgroundWork } from '../../../lib/subgraph/server';
import { WorkLoop } from '../../../lib/work-loop';
import { findProvisionable, moveEndpoint, removeDeleting } from './endpoint-store';
import type { PredictorCache } from './predictor-cache';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ml-endpoints');

/**
 * Moves PROVISIONING and UPDATING endpoints to ACTIVE once their version's artifact loads
 * (FAILED when it cannot), and removes DELETING ones: kicked when an endpoint is created, and polled, since a training that finishes later
 * gives a waiting endpoint its artifact. The moves are conditional updates, so several instances
 * may run this at once.
 */
export class EndpointActivator implements BackgroundWork {
  private readonly loop: WorkLoop;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly predictors: PredictorCache,
    pollMs: number,
  ) {
    this.loop = new WorkLoop('ml-endpoints', () => this.round(), pollMs);
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async round(): Promise<boolean> {
    const ready = await findProvisionable(this.prisma, 20);
    for (const endpoint of ready) {
      try {
        await this.predictors.get(endpoint.artifactKey);
        await moveEndpoint(this.prisma, endpoint.id, endpoint.status, 'ACTIVE');
      } catch (error) {
        log.error({ err: error, endpointId: endpoint.id }, 'artifact did not load');
        await moveEndpoint(this.prisma, endpoint.id, endpoint.status, 'FAILED');
      }
    }
    await removeDeleting(this.prisma);
    return ready.length === 20;
  }
}
