import type { PrismaClient } from '../db/prisma';

export async function processedAmong(
  prisma: PrismaClient,
  consumer: string,
  eventIds: string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await prisma.processedEvent.findMany({
    where: { consumer, eventId: { in: eventIds } },
    select: { eventId: true },
  });
  return new Set(rows.map((row) => row.eventId));
}

export async function rememberProcessed(
  prisma: PrismaClient,
  consumer: string,
  eventIds: string[],
): Promise<void> {
  if (eventIds.length)
    await prisma.processedEvent.createMany({
      data: eventIds.map((eventId) => ({ consumer, eventId })),
      skipDuplicates: true,
    });
}

export async function forgetProcessedBefore(
  prisma: PrismaClient,
  consumer: string,
  before: Date,
): Promise<void> {
  await prisma.processedEvent.deleteMany({ where: { consumer, processedAt: { lt: before } } });
}
