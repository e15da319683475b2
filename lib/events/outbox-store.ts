import type { Prisma, PrismaClient } from '../db/prisma';
import type { PlatformEvent } from './bus';

interface OutboxRow {
  seq: bigint;
  id: string;
  source: string;
  tenant_id: string;
  type: string;
  subject: string | null;
  time: Date;
  request_id: string | null;
  traceparent: string | null;
  data: unknown;
}

export interface PendingEvent {
  seq: bigint;
  event: PlatformEvent;
}

/**
 * Runs `work` holding the service's relay lock for one transaction, or answers undefined when
 * another relay holds it: one relay per service at a time keeps each tenant's events in order.
 */
export function withRelayLock<T>(
  prisma: PrismaClient,
  service: string,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T | undefined> {
  return prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(hashtext(${`outbox:${service}`})) AS locked`;
      return locked ? work(tx) : undefined;
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/** Which of `services` have events waiting (one indexed query, so an idle round opens no transaction). */
export async function servicesWithPending(
  prisma: PrismaClient,
  services: string[],
): Promise<string[]> {
  const rows = await prisma.outboxEvent.findMany({
    where: { service: { in: services }, publishedAt: null },
    distinct: ['service'],
    select: { service: true },
  });
  return rows.map((row) => row.service);
}

export async function pendingEvents(
  tx: Prisma.TransactionClient,
  service: string,
  limit: number,
): Promise<PendingEvent[]> {
  const rows = await tx.$queryRaw<OutboxRow[]>`
    SELECT "seq", "id"::text AS "id", "source", "tenant_id"::text AS "tenant_id", "type", "subject", "time", "request_id", "traceparent", "data"
    FROM "platform"."outbox_events"
    WHERE "service" = ${service} AND "published_at" IS NULL
    ORDER BY "seq" LIMIT ${limit}`;
  return rows.map((row) => ({
    seq: row.seq,
    event: {
      id: row.id,
      type: row.type,
      tenantId: row.tenant_id,
      time: row.time.toISOString(),
      requestId: row.request_id ?? undefined,
      traceparent: row.traceparent ?? undefined,
      source: row.source,
      subject: row.subject ?? undefined,
      data: row.data,
    },
  }));
}

export async function markPublished(
  tx: Prisma.TransactionClient,
  seqs: bigint[],
  at: Date,
): Promise<void> {
  if (seqs.length)
    await tx.outboxEvent.updateMany({ where: { seq: { in: seqs } }, data: { publishedAt: at } });
}

export async function recordPublishFailure(
  tx: Prisma.TransactionClient,
  seq: bigint,
  error: string,
): Promise<void> {
  await tx.outboxEvent.update({
    where: { seq },
    data: { attempts: { increment: 1 }, lastError: error.slice(0, 1000) },
  });
}

/** How many events each service still has to publish, and the age of its oldest one. */
export async function outboxBacklog(
  prisma: PrismaClient,
  services: string[],
): Promise<{ service: string; pending: number; oldest: Date | null }[]> {
  const rows = await prisma.outboxEvent.groupBy({
    by: ['service'],
    where: { service: { in: services }, publishedAt: null },
    _count: { _all: true },
    _min: { time: true },
  });
  return services.map((service) => {
    const row = rows.find((r) => r.service === service);
    return { service, pending: row?._count._all ?? 0, oldest: row?._min.time ?? null };
  });
}

/** Forgets published events older than `before` (the outbox is a queue, not an archive); answers how many. */
export async function prunePublished(
  prisma: PrismaClient,
  services: string[],
  before: Date,
): Promise<number> {
  const { count } = await prisma.outboxEvent.deleteMany({
    where: { service: { in: services }, publishedAt: { lt: before } },
  });
  return count;
}
