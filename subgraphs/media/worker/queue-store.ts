import { Prisma } from '../../../lib/db/prisma';
import { leasedQueue } from '../../../lib/jobs/leased-queue';

/** Job progress once claimed (set by the claim); the provider's progress maps onto 10-90. */
export const PROGRESS_CLAIMED = 10;

/**
 * The worker's queue over media.jobs, on the platform's one leased queue (protocol and its
 * reasoning: lib/jobs/leased-queue-store.ts). Media's own parts:
 * - a queued job whose credit hold is not confirmed yet is never taken: its credits may still be
 *   given back (docs/media.md, "Credits");
 * - progress starts at 10 on a claim, or stays where a dead worker left it (never goes back);
 * - `claims` is the fence (`attempt` counts the retries a user asks for, and is checked too);
 * - no bound on claims: a job's time limit counts from its first start (`started_at` survives a
 *   takeover), so a job that kills its workers fails with ERR_JOB_TIMEOUT once that has passed.
 */
export const mediaJobQueue = leasedQueue({
  name: 'media',
  schema: 'media',
  table: 'jobs',
  queued: 'queued',
  running: 'processing',
  claimsColumn: 'claims',
  claimsField: 'claims',
  ownerColumn: 'lease_owner',
  ownerField: 'leaseOwner',
  leaseColumn: 'lease_expires_at',
  ready: Prisma.sql`"credits_confirmed_at" IS NOT NULL`,
  onClaim: Prisma.sql`"progress" = GREATEST("progress", ${PROGRESS_CLAIMED})`,
  maxClaims: null,
});
