import { randomUUID } from 'node:crypto';
import type { ReportWebhookEvent, ReportWebhookSource } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { CreationPage } from '../../../lib/pagination';

export type SourceRow = ReportWebhookSource;
/** What the API shows of a source: never the stored secret, except `revealedSecret` right after creation. */
export type SourceView = Omit<SourceRow, 'secret'> & { revealedSecret?: string };
/** Events page by their receipt time, under the name every creation-order page uses. */
export type EventRow = ReportWebhookEvent & { createdAt: Date };

export function toSourceView(row: SourceRow, revealSecret = false): SourceView {
  const { secret, ...rest } = row;
  return revealSecret ? { ...rest, revealedSecret: secret } : rest;
}

export async function insertSource(
  db: Db,
  tenantId: string,
  createdBy: string,
  name: string,
  secret: string,
): Promise<SourceRow> {
  return db.reportWebhookSource.create({
    data: { id: randomUUID(), tenantId, createdBy, name, secret },
  });
}

export async function findSource(db: Db, tenantId: string, id: string): Promise<SourceRow | null> {
  return db.reportWebhookSource.findFirst({ where: { id, tenantId } });
}

/** A source by id alone: the public receipt learns the tenant from it. */
export async function findSourceById(db: Db, id: string): Promise<SourceRow | null> {
  return db.reportWebhookSource.findUnique({ where: { id } });
}

export async function findSourcePage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<SourceRow[]> {
  return db.reportWebhookSource.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** Deletes a source (its events go with it, ON DELETE CASCADE) and unlinks the schedules naming it, in one transaction. */
export async function deleteSource(
  prisma: PrismaClient,
  tenantId: string,
  id: string,
): Promise<void> {
  await withDatabaseErrors('Webhook source', () =>
    prisma.$transaction(async (tx) => {
      await tx.reportSchedule.updateMany({
        where: { tenantId, sourceId: id },
        data: { sourceId: null },
      });
      await tx.reportWebhookSource.delete({ where: { id, tenantId } });
    }),
  );
}

/**
 * Stores a received event once: the unique (source, event id) decides between two deliveries
 * of one event racing (ON CONFLICT DO NOTHING: one inserts, the other gets null and answers
 * duplicate). The exports it starts are recorded in the same transaction by the caller.
 */
export async function insertEventOnce(
  db: Db,
  event: { tenantId: string; sourceId: string; eventId: string; type: string; payload: object },
): Promise<string | null> {
  const id = randomUUID();
  const inserted = await db.$executeRaw`
    INSERT INTO "reports"."webhook_events" ("id", "tenant_id", "source_id", "event_id", "type", "payload")
    VALUES (${id}::uuid, ${event.tenantId}::uuid, ${event.sourceId}::uuid, ${event.eventId}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb)
    ON CONFLICT ("source_id", "event_id") DO NOTHING`;
  return inserted === 1 ? id : null;
}

export async function setEventExports(db: Db, id: string, exportIds: string[]): Promise<void> {
  await db.reportWebhookEvent.update({ where: { id }, data: { exportIds } });
}

export async function findEventByEventId(
  db: Db,
  sourceId: string,
  eventId: string,
): Promise<ReportWebhookEvent | null> {
  return db.reportWebhookEvent.findUnique({ where: { sourceId_eventId: { sourceId, eventId } } });
}

export async function findEventPage(
  db: Db,
  tenantId: string,
  sourceId: string,
  page: CreationPage,
): Promise<EventRow[]> {
  const after = page.after;
  const rows = await db.reportWebhookEvent.findMany({
    where: {
      tenantId,
      sourceId,
      ...(after
        ? {
            OR: [
              { receivedAt: { lt: after.createdAt } },
              { receivedAt: after.createdAt, id: { lt: after.id } },
            ],
          }
        : {}),
    },
    orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
    take: page.limit + 1,
  });
  return rows.map((row) => ({ ...row, createdAt: row.receivedAt }));
}
