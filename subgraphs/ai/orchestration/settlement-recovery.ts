import { systemClock, type Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { IdentityCreditsClient } from '../../../lib/subgraph/clients/identity-credits';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { findUnsettled, recordSettlement } from '../inferences/inference-store';
import { eventOf } from './paid-orchestration';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('ai');

// An inference still pending this long after it was stored lost the request that was settling it.
const ABANDONED_AFTER_MS = 60_000;
const BATCH = 50;

/** `clock`: the service's (common/deps.ts); `systemClock` when none is given. */
type RecoveryDeps = { prisma: PrismaClient; credits: IdentityCreditsClient; clock?: Clock };

/**
 * Settles inferences a stopped process stored but never settled (paid-orchestration.ts): charge
 * when a model answered, release when none did. Identity settles each reservation once and
 * answers the truth (a hold that ran out first comes back released), and recordSettlement
 * records it once, so a request finishing at the same moment changes nothing twice.
 * One batch; answers whether a full batch was found (more may wait).
 */
export async function settleAbandonedInferences(
  deps: RecoveryDeps,
  now = (deps.clock ?? systemClock).now(),
): Promise<boolean> {
  const pending = await findUnsettled(
    deps.prisma,
    new Date(now.getTime() - ABANDONED_AFTER_MS),
    BATCH,
  );
  for (const inference of pending) {
    const origin = { tenantId: inference.tenantId, requestId: inference.requestId ?? undefined };
    try {
      const answer = await deps.credits.settle(
        origin,
        inference.reservationId,
        inference.status === 'completed' ? 'charge' : 'release',
      );
      await recordSettlement(
        deps.prisma,
        inference,
        answer.status === 'charged' ? 'charged' : 'released',
        eventOf,
        (deps.clock ?? systemClock).now(),
      );
    } catch (error) {
      log.error(
        { err: error, inferenceId: inference.id },
        'settling an inference failed; it stays pending',
      );
    }
  }
  return pending.length === BATCH;
}

/** The recovery as background work of the ai process, a batch every `intervalMs`. */
export function settlementRecovery(deps: RecoveryDeps, intervalMs: number): BackgroundService {
  return backgroundService({
    name: 'ai-settlement-recovery',
    round: () => settleAbandonedInferences(deps),
    intervalMs,
  });
}
