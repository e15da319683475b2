import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient, type Db } from '../../../lib/db/prisma';
import { leasedQueue, type Claim } from '../../../lib/jobs/leased-queue';
import { jobOwnerId } from '../../../lib/jobs/owner-id';
import type { WebhookDelivery, WebhookDeliveryStatus } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { CreationPage } from '../../../lib/pagination';

export type DeliveryRow = WebhookDelivery;
export type DeliveryStatus = WebhookDeliveryStatus;

export interface NewDelivery {
  tenantId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: string;
  nextAttemptAt: Date;
}

/** Stores deliveries before anything is sent; an event already stored for an endpoint is skipped (at-least-once input). */
export async function insertDeliveries(prisma: Db, rows: NewDelivery[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { count } = await prisma.webhookDelivery.createMany({
    data: rows.map((row) => ({ id: randomUUID(), ...row })),
    skipDuplicates: true,
  });
  return count;
}

export async function findDelivery(
  prisma: Db,
  tenantId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | null> {
  return prisma.webhookDelivery.findFirst({ where: { id, tenantId, endpointId } });
}

export async function findDeliveryPage(
  prisma: Db,
  filter: { tenantId: string; endpointId: string; status?: DeliveryStatus },
  page: CreationPage,
): Promise<DeliveryRow[]> {
  return prisma.webhookDelivery.findMany({
    where: {
      tenantId: filter.tenantId,
      endpointId: filter.endpointId,
      ...(filter.status ? { status: filter.status } : {}),
      ...createdAfter(page),
    },
    ...creationQuery(page),
  });
}

/** A fresh schedule starting now (redeliver). */
export async function rescheduleDelivery(prisma: Db, id: string, now: Date): Promise<DeliveryRow> {
  return prisma.webhookDelivery.update({
    where: { id },
    data: {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastStatusCode: null,
      lastError: null,
      deliveredAt: null,
      // An attempt under way when the schedule starts again records nothing (its claim's fence).
      leaseOwner: null,
    },
  });
}

export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  /** The event it delivers: the Standard Webhooks `webhook-id`. */
  eventId: string;
  payload: string;
  attempts: number;
  /** The endpoint's URL and secret, read just after the claim. */
  url: string;
  secret: string;
  /** What the outcome is recorded under (id, fencing token, owner). */
  claim: Claim;
}

/**
 * The dispatcher's queue over integrations.webhook_deliveries, on the platform's one leased queue
 * (protocol and its reasoning: lib/jobs/leased-queue-store.ts). Deliveries' own parts:
 * - a row waits as pending or failed until `next_attempt_at` on the dispatcher's clock (tests move
 *   it through a day's retries), and only while its endpoint is enabled (a disabled endpoint's
 *   deliveries are held, docs/webhooks.md "Delivery");
 * - a claim keeps the status (an attempt in flight shows as pending or failed) and moves
 *   `next_attempt_at` to the end of the lease, so a dispatcher that dies mid-send leaves the row
 *   due again when the lease ends (none is lost; the receiver may see it twice);
 * - oldest due first, in the order of the partial index "webhook_deliveries_due_idx"
 *   (prisma/migrations/20261126165500_webhook_due_index), so a claim reads its batch and stops:
 *   it costs the batch, not the backlog;
 * - `claims` is the fence (`attempts` counts attempts, which a redelivery resets); no bound on
 *   claims: the retry schedule bounds the attempts (retry-schedule.ts).
 */
const deliveryQueue = leasedQueue({
  name: 'webhooks',
  schema: 'integrations',
  table: 'webhook_deliveries',
  queued: ['pending', 'failed'],
  running: 'sending',
  keepsStatus: true,
  claimsColumn: 'claims',
  claimsField: 'claims',
  ownerColumn: 'lease_owner',
  ownerField: 'leaseOwner',
  leaseColumn: 'next_attempt_at',
  ready: (now) => Prisma.sql`"next_attempt_at" <= ${now} AND EXISTS (
    SELECT 1 FROM "integrations"."webhook_endpoints" AS e
    WHERE e."id" = "webhook_deliveries"."endpoint_id" AND e."enabled")`,
  order: Prisma.sql`"next_attempt_at", "id"`,
  keepsStart: false,
  maxClaims: null,
});

/** The deliveries' depth at /metrics (pending and failed as `pending`, in flight as `sending`). */
export const deliveryGauge = (prisma: PrismaClient) => deliveryQueue.gauge(prisma);

/** Claims up to `limit` due deliveries for `owner` until `leaseUntil` (the dispatcher's clock), with their endpoint's URL and secret. */
export async function claimDue(
  prisma: PrismaClient,
  now: Date,
  leaseUntil: Date,
  limit: number,
  owner: string = jobOwnerId(),
): Promise<ClaimedDelivery[]> {
  const leaseMs = leaseUntil.getTime() - now.getTime();
  const claims = await deliveryQueue.claim(prisma, owner, leaseMs, limit, now);
  if (claims.length === 0) return [];
  const rows = await prisma.$queryRaw<Omit<ClaimedDelivery, 'claim'>[]>`
    SELECT d."id"::text AS "id", d."endpoint_id"::text AS "endpointId",
      d."event_id"::text AS "eventId", d."payload", d."attempts",
      e."url", e."secret"
    FROM "integrations"."webhook_deliveries" AS d
    JOIN "integrations"."webhook_endpoints" AS e ON e."id" = d."endpoint_id"
    WHERE d."id" = ANY(${claims.map((c) => c.id)}::uuid[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the claim's order; a row whose endpoint was deleted since is gone.
  return claims.flatMap(({ exhausted: _, ...claim }) => {
    const row = byId.get(claim.id);
    return row ? [{ ...row, claim }] : [];
  });
}

export interface AttemptOutcome {
  id: string;
  /** The claim the attempt ran under: the outcome lands only while it still holds the row. */
  claim: Claim;
  status: DeliveryStatus;
  attempts: number;
  statusCode: number | null;
  error: string | null;
  at: Date;
  nextAttemptAt: Date | null;
}

/**
 * Records the outcomes of many attempts in one statement (one round trip, one commit): the
 * dispatcher batches what finished while the previous batch was being written.
 *
 * Concurrency: each row is one this dispatcher claimed, under its lease, so concurrent batches
 * (other dispatchers, this one's next) touch other rows. Each outcome is fenced by its claim
 * (lib/jobs/leased-queue-store.ts): a row whose lease ran out and was claimed again, or that was
 * redelivered meanwhile, is written only by its current claim. Rows are locked in id order, so
 * two batches that do overlap wait for each other rather than deadlock.
 */
export async function recordAttempts(prisma: Db, outcomes: AttemptOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const sorted = [...outcomes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const column = <T>(pick: (o: AttemptOutcome) => T) => sorted.map(pick);
  await prisma.$executeRaw`
    WITH outcome AS (
      SELECT * FROM unnest(
        ${column((o) => o.id)}::uuid[], ${column((o) => o.status)}::text[], ${column((o) => o.attempts)}::int[],
        ${column((o) => o.statusCode)}::int[], ${column((o) => o.error)}::text[], ${column((o) => o.at.toISOString())}::timestamptz[],
        ${column((o) => o.nextAttemptAt?.toISOString() ?? null)}::timestamptz[],
        ${column((o) => o.claim.token)}::int[], ${column((o) => o.claim.owner)}::text[]
      ) AS o("id", "status", "attempts", "status_code", "error", "at", "next_attempt_at", "claims", "owner")
    ),
    locked AS MATERIALIZED (
      SELECT d."id" FROM "integrations"."webhook_deliveries" AS d JOIN outcome USING ("id") ORDER BY d."id" FOR UPDATE OF d
    )
    UPDATE "integrations"."webhook_deliveries" AS d
    SET "status" = o."status"::"integrations"."delivery_status",
        "attempts" = o."attempts",
        "last_status_code" = o."status_code",
        "last_error" = o."error",
        "last_attempt_at" = o."at",
        "next_attempt_at" = o."next_attempt_at",
        "delivered_at" = CASE WHEN o."status" = 'succeeded' THEN o."at" ELSE d."delivered_at" END,
        "lease_owner" = NULL,
        "updated_at" = o."at"
    FROM outcome AS o
    WHERE d."id" = o."id" AND d."id" IN (SELECT "id" FROM locked)
      AND d."claims" = o."claims" AND d."lease_owner" = o."owner"`;
}
