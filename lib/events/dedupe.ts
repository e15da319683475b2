import type { PrismaClient } from '../db/prisma';
import { forgetProcessedBefore, processedAmong, rememberProcessed } from './processed-store';
import { serviceLogger } from '../observability/logger';
import { systemClock, type Clock } from '../clock';

const log = serviceLogger('events');

/**
 * Remembers which event ids a consumer has handled, so a redelivery is skipped. Asked and told a
 * batch at a time: one lookup and one write per Kafka batch, not per event.
 */
export interface Deduplicator {
  /** Which of `ids` were handled before. */
  seenAmong(ids: string[]): Promise<Set<string>>;
  rememberAll(ids: string[]): Promise<void>;
}

/**
 * For consumers whose work lives in memory (a gateway's subscription fan-out): the most recent
 * `capacity` ids, oldest forgotten first.
 */
export class MemoryDeduplicator implements Deduplicator {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  async seenAmong(ids: string[]): Promise<Set<string>> {
    return new Set(ids.filter((id) => this.ids.has(id)));
  }

  async rememberAll(ids: string[]): Promise<void> {
    for (const id of ids) {
      this.ids.add(id);
      if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
    }
  }
}

/** For consumers with durable effects: platform.processed_events, per consumer group, kept `retentionDays`. */
export class DatabaseDeduplicator implements Deduplicator {
  /** When this group's ids were last swept (performance.now(); never yet: sweep at once). */
  private lastSweep = -Infinity;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly consumer: string,
    private readonly retentionDays = 7,
    private readonly clock: Clock = systemClock,
  ) {}

  seenAmong(ids: string[]): Promise<Set<string>> {
    return processedAmong(this.prisma, this.consumer, ids);
  }

  async rememberAll(ids: string[]): Promise<void> {
    await rememberProcessed(this.prisma, this.consumer, ids);
    // Redeliveries come within minutes; this group's older ids are swept hourly, off the consuming path.
    if (performance.now() - this.lastSweep > 3_600_000) {
      this.lastSweep = performance.now();
      forgetProcessedBefore(
        this.prisma,
        this.consumer,
        new Date(this.clock.now().getTime() - this.retentionDays * 86_400_000),
      ).catch((error) => log.error({ err: error }, 'sweeping processed ids failed'));
    }
  }
}
