import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/auth/tokens';
import { systemClock, type Clock } from '../../lib/clock';
import type { EventBus, PlatformEvent } from '../../lib/events/bus';
import { serviceLogger } from '../../lib/observability/logger';
import { SESSIONS_ENDED, type SessionsEndedData } from '../../subgraphs/identity/common/events';

const log = serviceLogger('sessions');

/** A session is remembered until its last access token has expired (with a minute for clock skew). */
const REMEMBER_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;
/** Between two reads of the earlier ended sessions while identity does not answer. */
const LOAD_RETRY_MS = 1000;

/** Reads the sessions identity ended since a time (./earlier-ends.ts). */
export type EarlierEnds = (since: Date) => Promise<{ id: string; endedAt: string }[]>;

/** One request's session-ending moves, awaited until their events arrive. */
interface Expected {
  since: number;
  heard: number;
  wanted: number;
  wake?: () => void;
}

/**
 * The sessions that ended on the platform (docs/conventions.md, "Ending a session"): identity's
 * `identity.sessions_ended` events as they arrive on the bus (every gateway process hears every
 * event), and, at start, the ones that ended before this process listened. An access token whose
 * `sid` is here is refused. Entries are forgotten once no access token of theirs can be alive,
 * so the map holds at most the sessions ended in the last 16 minutes.
 */
export class EndedSessions {
  /** Session id to when it may be forgotten (ms). */
  private readonly ended = new Map<string, number>();
  private readonly expected = new Map<string, Expected>();
  private readonly listeners = new Set<(sessionId: string) => void>();
  private readonly unsubscribe: () => void;
  private readonly sweeper: NodeJS.Timeout;
  private loaded = false;
  private stopped = false;

  constructor(
    events: EventBus,
    private readonly clock: Clock = systemClock,
  ) {
    this.unsubscribe = events.subscribe(SESSIONS_ENDED, (event) => this.heard(event));
    this.sweeper = setInterval(() => this.forgetOld(this.clock.now().getTime()), 60_000);
    this.sweeper.unref();
  }

  /** Whether the session of an access token has ended. */
  isEnded(sessionId: string): boolean {
    return this.ended.has(sessionId);
  }

  /**
   * Reads the sessions that ended while no access token of theirs can have expired yet, again
   * every second until identity answers. Subscribed first (the constructor), so a session that
   * ends during the read is heard either way.
   */
  async loadEarlier(read: EarlierEnds | undefined): Promise<void> {
    while (!this.stopped && !this.loaded) {
      if (!read) {
        this.loaded = true;
        return;
      }
      try {
        for (const session of await read(new Date(this.clock.now().getTime() - REMEMBER_MS)))
          this.remember(session.id, Date.parse(session.endedAt));
        this.loaded = true;
      } catch (error) {
        log.warn({ err: error }, 'could not read the sessions ended earlier; trying again');
        await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_MS).unref());
      }
    }
  }

  /** Called with each session id as its end is heard (open subscriptions of it are closed). */
  onEnded(listener: (sessionId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts counting the session-ending events of a request before it runs, so none can arrive
   * unseen; `arrival` then waits for `wanted` of them (the moves that succeeded), at most
   * `timeoutMs`: the answer leaves only once this process refuses the ended tokens.
   */
  expect(requestId: string): { arrival(wanted: number, timeoutMs: number): Promise<boolean> } {
    const expected: Expected = { since: this.clock.now().getTime(), heard: 0, wanted: Infinity };
    this.expected.set(requestId, expected);
    return {
      arrival: async (wanted, timeoutMs) => {
        expected.wanted = wanted;
        let timer: NodeJS.Timeout | undefined;
        try {
          if (expected.heard >= wanted) return true;
          return await new Promise<boolean>((resolve) => {
            expected.wake = () => resolve(true);
            timer = setTimeout(() => resolve(false), timeoutMs);
          });
        } finally {
          clearTimeout(timer);
          this.expected.delete(requestId);
        }
      },
    };
  }

  close(): void {
    this.stopped = true;
    this.unsubscribe();
    clearInterval(this.sweeper);
  }

  private heard(event: PlatformEvent): void {
    const data = event.data as SessionsEndedData;
    const endedAt = Date.parse(data.endedAt);
    for (const id of data.sessionIds) this.remember(id, endedAt);
    const expected = event.requestId ? this.expected.get(event.requestId) : undefined;
    if (expected && ++expected.heard >= expected.wanted) expected.wake?.();
  }

  private remember(sessionId: string, endedAt: number): void {
    const forgetAt = (Number.isNaN(endedAt) ? this.clock.now().getTime() : endedAt) + REMEMBER_MS;
    const known = this.ended.get(sessionId);
    if ((known ?? 0) >= forgetAt) return;
    this.ended.set(sessionId, forgetAt);
    // A later end of a session already known only keeps it longer: its listeners heard it once.
    if (known === undefined) for (const listener of this.listeners) listener(sessionId);
  }

  /** Also forgets what a request expected if it never asked for its arrival (it failed first). */
  private forgetOld(now: number): void {
    for (const [id, forgetAt] of this.ended) if (forgetAt <= now) this.ended.delete(id);
    for (const [id, expected] of this.expected)
      if (expected.since < now - 60_000) this.expected.delete(id);
  }
}
