import { randomUUID } from 'node:crypto';
import type { PrismaClient, Db } from '../../../lib/db/prisma';
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
    },
  });
}

export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  payload: string;
  attempts: number;
  /** The endpoint's URL and secret as they were at the claim, read in the same statement. */
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints, with their endpoint's URL and secret,
 * in one statement. Claiming moves `next_attempt_at` to the end of a lease, so another dispatcher
 * skips them, and a dispatcher that dies mid-send leaves them due again once the lease ends (none
 * is lost; the receiver may see it twice).
 *
 * Concurrency: the inner SELECT locks the rows it picks FOR UPDATE SKIP LOCKED, so concurrent
 * claimers (other dispatchers, other claims of this one) each get rows no other claim holds; a
 * row another claim has already moved past `now` and committed is no longer due when re-checked
 * (READ COMMITTED re-evaluates the WHERE on the newest version), so it is never handed out twice
 * within a lease. The scan walks the partial index of due-able rows (`webhook_deliveries_due_idx`)
 * in `next_attempt_at` order and stops after `limit` unlocked rows, so a claim costs the batch,
 * not the backlog. Only delivery rows are locked; the endpoint row is read, not locked.
 */
export async function claimDue(
  prisma: PrismaClient,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return prisma.$queryRaw<ClaimedDelivery[]>`
    UPDATE "integrations"."webhook_deliveries" AS d
    SET "next_attempt_at" = ${leaseUntil}, "updated_at" = ${now}
    FROM "integrations"."webhook_endpoints" AS e
    WHERE e."id" = d."endpoint_id" AND d."id" IN (
      SELECT due."id" FROM "integrations"."webhook_deliveries" AS due
      JOIN "integrations"."webhook_endpoints" AS de ON de."id" = due."endpoint_id"
      WHERE due."status" IN ('pending', 'failed') AND due."next_attempt_at" <= ${now} AND de."enabled"
      ORDER BY due."next_attempt_at", due."id"
      LIMIT ${limit}
      FOR UPDATE OF due SKIP LOCKED
    )
    RETURNING d."id", d."endpoint_id" AS "endpointId", d."payload", d."attempts", e."url", e."secret"`;
}

export interface AttemptOutcome {
  id: string;
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
 * (other dispatchers, this one's next) touch other rows; a row whose lease ran out and was claimed
 * again is written by both, the later write winning, as with one statement per attempt. Rows are
 * updated in id order, so two batches that do overlap (only after a lease ran out) wait for each
 * other rather than deadlock.
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
        ${column((o) => o.nextAttemptAt?.toISOString() ?? null)}::timestamptz[]
      ) AS o("id", "status", "attempts", "status_code", "error", "at", "next_attempt_at")
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
        "updated_at" = o."at"
    FROM outcome AS o
    WHERE d."id" = o."id" AND d."id" IN (SELECT "id" FROM locked)`;
}
