import type { PrismaClient } from '../db/prisma';
import { forgetProcessedBefore, isProcessed, rememberProcessed } from './processed-store';

/** Remembers which event ids a consumer has handled, so a redelivery is skipped. */
export interface Deduplicator {
  seen(id: string): Promise<boolean>;
  remember(id: string): Promise<void>;
}

/**
 * For consumers whose work lives in memory (a gateway's subscription fan-out): the most recent
 * `capacity` ids, oldest forgotten first.
 */
export class MemoryDeduplicator implements Deduplicator {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  async seen(id: string): Promise<boolean> {
    return this.ids.has(id);
  }

  async remember(id: string): Promise<void> {
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
  }
}

/** For consumers with durable effects: platform.processed_events, per consumer group, kept `retentionDays`. */
export class DatabaseDeduplicator implements Deduplicator {
  private lastSweep = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly consumer: string,
    private readonly retentionDays = 7,
  ) {}

  seen(id: string): Promise<boolean> {
    return isProcessed(this.prisma, this.consumer, id);
  }

  async remember(id: string): Promise<void> {
    await rememberProcessed(this.prisma, this.consumer, id);
    // Redeliveries come within minutes; older ids are swept now and then so the table stays small.
    if (Date.now() - this.lastSweep > 3_600_000) {
      this.lastSweep = Date.now();
      await forgetProcessedBefore(this.prisma, new Date(Date.now() - this.retentionDays * 86_400_000));
    }
  }
}
