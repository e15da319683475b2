import type { Prisma, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';

/**
 * Writes an event into identity.outbox_events inside the caller's transaction, so the event
 * exists exactly when the change it describes does.
 */
export async function recordEvent(tx: Prisma.TransactionClient | PrismaClient, event: PlatformEvent): Promise<PlatformEvent> {
  await tx.outboxEvent.create({
    data: {
      id: event.id,
      tenantId: event.tenantId,
      type: event.type,
      time: new Date(event.time),
      requestId: event.requestId ?? null,
      data: event.data as Prisma.InputJsonValue,
    },
  });
  return event;
}

export async function markPublished(prisma: PrismaClient, id: string, now: Date): Promise<void> {
  await prisma.outboxEvent.updateMany({ where: { id, publishedAt: null }, data: { publishedAt: now } });
}
