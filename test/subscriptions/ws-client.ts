import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestPlatform } from '../harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of any subscription; tests read its fields
export type Result = FormattedExecutionResult<any, any>;

/** A graphql-ws client on the platform's /graphql, with the token in connectionParams (docs/subscriptions.md). */
export function connect(p: Pick<TestPlatform, 'url'>, token?: string): Client {
  return connectWith(p, token === undefined ? {} : { authorization: `Bearer ${token}` });
}

/** No retries: a refused connection shows up as the subscription's error (its close event). */
export function connectWith(
  p: Pick<TestPlatform, 'url'>,
  connectionParams: Record<string, unknown>,
): Client {
  return createClient({
    url: `${p.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
}

/** One subscription's messages, with a way to wait until they satisfy a condition. */
export class Recording {
  readonly results: Result[] = [];
  completed = false;
  error: unknown;
  private readonly changed = new Set<() => void>();
  readonly unsubscribe: () => void;

  constructor(client: Client, query: string, variables?: Record<string, unknown>) {
    this.unsubscribe = client.subscribe(
      { query, variables },
      {
        next: (result) => this.update(() => this.results.push(result as Result)),
        error: (error) => this.update(() => (this.error = error)),
        complete: () => this.update(() => (this.completed = true)),
      },
    );
  }

  /** Resolves once `condition` holds; fails after `timeoutMs` with what was received. */
  until(condition: (r: Recording) => boolean, timeoutMs = 10_000): Promise<void> {
    if (condition(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = (): void => {
        if (!condition(this)) return;
        clearTimeout(timer);
        this.changed.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.changed.delete(check);
        reject(
          new Error(
            `timed out; received ${JSON.stringify({ results: this.results, completed: this.completed, error: describe(this.error) })}`,
          ),
        );
      }, timeoutMs);
      this.changed.add(check);
    });
  }

  /** Resolves with the close code when the connection is refused or dropped. */
  closeCode(): Promise<number> {
    return this.until((r) => r.error !== undefined).then(
      () => (this.error as { code: number }).code,
    );
  }

  private update(change: () => unknown): void {
    change();
    for (const check of [...this.changed]) check();
  }
}

function describe(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const e = error as { code?: number; reason?: string; message?: string };
  return e.code !== undefined
    ? { code: e.code, reason: e.reason }
    : Array.isArray(error)
      ? error
      : { message: e.message };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A connect function for a test file whose clients are all disposed after each test, so no
 * socket outlives the test that opened it.
 */
export function useClients(platform: () => TestPlatform): (token: string) => Client {
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });
  return (token) => {
    const c = connect(platform(), token);
    clients.push(c);
    return c;
  };
}
