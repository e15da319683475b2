import type { PrismaClient } from '../../lib/db/prisma';
import type { RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import type { CreditHoldSettings } from './domain/credit-holds';
import { createLoaders, type IdentityLoaders } from './loaders';

export interface IdentityContext extends RequestContext {
  prisma: PrismaClient;
  /** Where payment and team events go once their transaction has committed. */
  events: EventBus;
  /** How long a new credit hold lasts unconfirmed (docs/wallets.md). */
  creditHolds: CreditHoldSettings;
  loaders: IdentityLoaders;
}

export function createIdentityContext(parts: { prisma: PrismaClient; events: EventBus; creditHolds: CreditHoldSettings }, base: RequestContext): IdentityContext {
  return { ...base, ...parts, loaders: createLoaders(parts.prisma, base.tenantId) };
}
