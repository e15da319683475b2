import { serviceLogger } from './observability/logger';

/**
 * Runs a round of background work now when kicked, again at once while a round reports more
 * work, and otherwise every `pollIntervalMs` (the safety net for a missed kick). Rounds never
 * overlap; a kick during a round schedules one more.
 */
export class WorkLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  /** `round` answers whether more work is waiting right now. */
  constructor(
    private readonly name: string,
    private readonly round: () => Promise<boolean>,
    private readonly pollIntervalMs: number,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) return this.kick();
      this.timer = setTimeout(() => this.kick(), this.pollIntervalMs);
      this.timer.unref();
    });
  }

  /** Stops scheduling rounds and waits for the one in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.round()));
      } while (this.again && !this.stopped);
    } catch (error) {
      serviceLogger(this.name).error({ err: error }, 'round failed');
    }
  }
}
