import type { PrismaClient } from '../db/prisma';

export async function isProcessed(prisma: PrismaClient, consumer: string, eventId: string): Promise<boolean> {
  return (await prisma.processedEvent.count({ where: { consumer, eventId } })) > 0;
}

export async function rememberProcessed(prisma: PrismaClient, consumer: string, eventId: string): Promise<void> {
  await prisma.processedEvent.createMany({ data: [{ consumer, eventId }], skipDuplicates: true });
}

export async function forgetProcessedBefore(prisma: PrismaClient, before: Date): Promise<void> {
  await prisma.processedEvent.deleteMany({ where: { processedAt: { lt: before } } });
}
