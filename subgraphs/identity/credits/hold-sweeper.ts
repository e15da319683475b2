import { systemClock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { releaseExpiredHolds, type ReleasedHold } from './hold-store';
import { serviceLogger } from '../../../lib/observability/logger';

export interface HoldSweeperOptions {
  prisma: PrismaClient;
  /** Wait between sweeps (CREDIT_HOLD_SWEEP_MS); a full batch sweeps again at once. */
  intervalMs: number;
  batchSize?: number;
  /** The clock the deadlines are compared with (the service's; tests move it forward). */
  now?: () => Date;
  log?: (message: string) => void;
}

/**
 * Gives back the credits of holds nobody confirmed in time: the reserving service crashed, lost
 * its request or never wrote down what the credits were for (docs/wallets.md). Runs in identity's
 * process beside the GraphQL service; any number of instances may sweep at once, because each
 * batch only takes holds no other transaction has locked (credits/hold-store.ts).
 */
export class HoldSweeper {
  private readonly loop: BackgroundService;
  private readonly batchSize: number;
  released = 0;

  constructor(private readonly options: HoldSweeperOptions) {
    this.batchSize = options.batchSize ?? 200;
    this.loop = backgroundService({
      name: 'credit holds',
      round: async () => (await this.sweep()).length === this.batchSize,
      intervalMs: options.intervalMs,
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One batch: releases up to batchSize expired holds and answers them. */
  async sweep(): Promise<ReleasedHold[]> {
    const released = await releaseExpiredHolds(
      this.options.prisma,
      this.options.now?.() ?? systemClock.now(),
      { limit: this.batchSize },
    );
    if (released.length > 0) {
      this.released += released.length;
      const log =
        this.options.log ?? ((message: string) => serviceLogger('identity').warn(message));
      log(
        `released ${released.length} credit hold(s) not confirmed in time: ${released.map((hold) => hold.id).join(', ')}`,
      );
    }
    return released;
  }
}
