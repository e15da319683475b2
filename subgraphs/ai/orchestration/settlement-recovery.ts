import type { PrismaClient } from '../../../lib/db/prisma';
import type { IdentityCreditsClient } from '../../../lib/subgraph/clients/identity-credits';
import type { BackgroundService } from '../../../lib/background-service';
import { systemClock, type Clock } from '../../../lib/clock';
import {
  foundRows,
  holdRecoveryService,
  recoverHolds,
  type HoldRecovery,
} from '../../../lib/jobs/hold-recovery';
import { findUnsettled, recordSettlement, type InferenceRow } from '../inferences/inference-store';
import { eventOf } from './paid-orchestration';

type RecoveryDeps = { prisma: PrismaClient; credits: IdentityCreditsClient; clock?: Clock };

/**
 * Settles inferences a stopped process stored but never settled (paid-orchestration.ts): charge
 * when a model answered, release when none did. Identity settles each reservation once and
 * answers the truth (a hold that ran out first comes back released), and recordSettlement
 * records it once, so a request finishing at the same moment changes nothing twice. An inference
 * whose settling fails stays pending for the next round (lib/jobs/hold-recovery.ts).
 */
function inferenceRecovery(deps: RecoveryDeps, clock: Clock): HoldRecovery<InferenceRow> {
  return {
    service: 'ai',
    kind: 'inference',
    idOf: (inference) => inference.id,
    // An inference still pending this long after it was stored lost the request settling it.
    abandonedAfterMs: 60_000,
    batchSize: 50,
    clock,
    forEachAbandoned: foundRows((before, limit) => findUnsettled(deps.prisma, before, limit)),
    onFailure: 'log',
    async recover(inference) {
      const origin = { tenantId: inference.tenantId, requestId: inference.requestId ?? undefined };
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
        clock.now(),
      );
      return true;
    },
  };
}

/** One batch, as of `now` (tests) or the deps' clock; answers whether a full batch was found. */
export async function settleAbandonedInferences(deps: RecoveryDeps, now?: Date): Promise<boolean> {
  const clock = now ? { now: () => now } : (deps.clock ?? systemClock);
  return (await recoverHolds(inferenceRecovery(deps, clock))).more;
}

/** The recovery as background work of the ai process, a batch every `intervalMs`. */
export function settlementRecovery(deps: RecoveryDeps, intervalMs: number): BackgroundService {
  return holdRecoveryService(inferenceRecovery(deps, deps.clock ?? systemClock), intervalMs);
}
