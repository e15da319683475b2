import type { PrismaClient } from '../../lib/db/prisma';
import type { RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import type { WebhookDispatcher } from './dispatcher/dispatcher';

export interface IntegrationsContext extends RequestContext {
  prisma: PrismaClient;
  events: EventBus;
  /** Woken when a delivery becomes due (redelivery, an endpoint enabled again); its clock is the API's. */
  dispatcher: WebhookDispatcher;
}

export function createIntegrationsContext(parts: { prisma: PrismaClient; events: EventBus; dispatcher: WebhookDispatcher }, base: RequestContext): IntegrationsContext {
  return { ...base, ...parts };
}
