import { serviceLogger } from './observability/logger';

/**
 * Background work of a process: started and stopped with it (`lib/subgraph/server.ts`,
 * `scripts/platform.ts`), and kicked when something tells it work is waiting.
 */
export interface BackgroundService {
  start(): void;
  /** Runs a round now rather than at the next poll (a kick during a round schedules one more). */
  kick(): void;
  /** Stops scheduling rounds and waits for the one in flight. */
  stop(): Promise<void>;
  /** True before start and after stop. */
  readonly isStopped: boolean;
}

interface BackgroundServiceOptions {
  /** Names the service in the log when a round fails. */
  name: string;
  /** One round of the work; answers whether more work is waiting right now. */
  round: () => Promise<boolean>;
  /** The wait between rounds when none reported more (the safety net for a missed kick). */
  intervalMs: number;
}

/**
 * The one way this platform runs background work: a round now when kicked, again at once while a
 * round reports more work, and otherwise every `intervalMs`. Rounds never overlap; a round that
 * throws is logged and the next one comes at the interval. A feature whose work is only a round
 * returns this from a function; a class with state of its own (runs in flight, subscriptions)
 * holds one and adds its own start and stop steps around it.
 */
export function backgroundService(options: BackgroundServiceOptions): BackgroundService {
  return new RoundLoop(options);
}

class RoundLoop implements BackgroundService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: BackgroundServiceOptions) {}

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
      this.timer = setTimeout(() => this.kick(), this.options.intervalMs);
      this.timer.unref();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.options.round()));
      } while (this.again && !this.stopped);
    } catch (error) {
      serviceLogger(this.options.name).error({ err: error }, 'round failed');
    }
  }
}
