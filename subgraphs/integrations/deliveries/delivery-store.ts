import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../lib/db/prisma';
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
export async function insertDeliveries(prisma: PrismaClient, rows: NewDelivery[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { count } = await prisma.webhookDelivery.createMany({ data: rows.map((row) => ({ id: randomUUID(), ...row })), skipDuplicates: true });
  return count;
}

export async function findDelivery(prisma: PrismaClient, tenantId: string, endpointId: string, id: string): Promise<DeliveryRow | null> {
  return prisma.webhookDelivery.findFirst({ where: { id, tenantId, endpointId } });
}

export async function findDeliveryPage(prisma: PrismaClient, filter: { tenantId: string; endpointId: string; status?: DeliveryStatus }, page: CreationPage): Promise<DeliveryRow[]> {
  return prisma.webhookDelivery.findMany({
    where: { tenantId: filter.tenantId, endpointId: filter.endpointId, ...(filter.status ? { status: filter.status } : {}), ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** A fresh schedule starting now (redeliver). */
export async function rescheduleDelivery(prisma: PrismaClient, id: string, now: Date): Promise<DeliveryRow> {
  return prisma.webhookDelivery.update({
    where: { id },
    data: { status: 'pending', attempts: 0, nextAttemptAt: now, lastStatusCode: null, lastError: null, deliveredAt: null },
  });
}

export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  payload: string;
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints. Claiming moves `next_attempt_at` to
 * the end of a lease, so another dispatcher skips them, and a dispatcher that dies mid-send
 * leaves them due again once the lease ends (none is lost; the receiver may see it twice).
 */
export async function claimDue(prisma: PrismaClient, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  return prisma.$queryRaw<ClaimedDelivery[]>`
    UPDATE "integrations"."webhook_deliveries" AS d
    SET "next_attempt_at" = ${leaseUntil}, "updated_at" = ${now}
    WHERE d."id" IN (
      SELECT due."id" FROM "integrations"."webhook_deliveries" AS due
      JOIN "integrations"."webhook_endpoints" AS e ON e."id" = due."endpoint_id"
      WHERE due."status" IN ('pending', 'failed') AND due."next_attempt_at" <= ${now} AND e."enabled"
      ORDER BY due."next_attempt_at", due."id"
      LIMIT ${limit}
      FOR UPDATE OF due SKIP LOCKED
    )
    RETURNING d."id", d."endpoint_id" AS "endpointId", d."payload", d."attempts"`;
}

export interface AttemptOutcome {
  status: DeliveryStatus;
  attempts: number;
  statusCode: number | null;
  error: string | null;
  at: Date;
  nextAttemptAt: Date | null;
}

export async function recordAttempt(prisma: PrismaClient, id: string, outcome: AttemptOutcome): Promise<void> {
  await prisma.webhookDelivery.updateMany({
    where: { id },
    data: {
      status: outcome.status,
      attempts: outcome.attempts,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastAttemptAt: outcome.at,
      nextAttemptAt: outcome.nextAttemptAt,
      ...(outcome.status === 'succeeded' ? { deliveredAt: outcome.at } : {}),
    },
  });
}
