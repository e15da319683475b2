import type { Clock } from '../../../lib/clock';
import type { RequestClient } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import { createLoaders, type IdentityLoaders } from './loaders';
import type { MailLimitSettings } from './mail-limits';

/** How long holds last and how often the sweep looks for expired ones (docs/wallets.md, "Holds"; read by credits/hold-settings.ts). */
export interface CreditHoldSettings {
  /** Seconds a reservation is held unconfirmed before the sweep releases it (CREDIT_HOLD_CONFIRM_SECONDS, 60). */
  confirmSeconds: number;
  /** Wait between sweeps (CREDIT_HOLD_SWEEP_MS, 5000). */
  sweepIntervalMs: number;
}

/**
 * What identity's rules take instead of the GraphQL context: the database, the request's
 * loaders, the service's hold and mail limit settings and the request's ids. Events need no bus here: identity
 * writes them to the outbox in the transaction of their change and the relay publishes them.
 */
export interface IdentityDeps {
  prisma: PrismaClient;
  /** The request's DataLoaders, scoped to its tenant. */
  loaders: IdentityLoaders;
  /** What the rules read the time from (lib/clock.ts): `systemClock`, or a test's. */
  clock: Clock;
  /** How long a new credit hold lasts unconfirmed (docs/wallets.md). */
  creditHolds: CreditHoldSettings;
  /** How many account mails a tenant, a user or an address gets in any hour (./mail-limits.ts). */
  mailLimits: MailLimitSettings;
  /** Carried into the events the rules record. */
  requestId: string;
  traceId: string;
  /**
   * The request's client on writes, as the gateway vouches for it (lib/config.ts
   * CLIENT_ON_WRITES): a new refresh token records it. Null on reads and outside a request.
   */
  client: RequestClient | null;
}

/** The deps of one request (or of one piece of work outside any request) in `tenantId`. */
export function createIdentityDeps(
  parts: {
    prisma: PrismaClient;
    clock: Clock;
    creditHolds: CreditHoldSettings;
    mailLimits: MailLimitSettings;
  },
  request: { requestId: string; traceId: string; tenantId: string | null; client?: RequestClient },
): IdentityDeps {
  return {
    ...parts,
    loaders: createLoaders(parts.prisma, request.tenantId),
    requestId: request.requestId,
    traceId: request.traceId,
    client: request.client ?? null,
  };
}
