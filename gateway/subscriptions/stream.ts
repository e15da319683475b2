import { GraphQLError } from 'graphql';

/** How many events may wait for one slow subscriber before its subscription ends with an error. */
const MAX_PENDING_EVENTS = 1_000;

/**
 * The events of one subscription as an async iterator, delivered in the order they were pushed
 * even though each is resolved asynchronously (a later event's query may answer first). A
 * pushed item that resolves to `undefined` is skipped (the caller may not see that job).
 *
 * Written by hand rather than as an async generator: a generator's `return()` waits until the
 * generator reaches its next `yield`, so a client unsubscribing from a quiet job would stay
 * registered until the next event; here `return()` ends the subscription at once.
 */
export class OrderedStream<T> implements AsyncIterableIterator<T> {
  private readonly items: Promise<T | undefined>[] = [];
  private ending = false;
  private finished = false;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;

  /** `onFinish` runs once, when no further item can be pushed (end, failure or unsubscribe). */
  constructor(
    private readonly onFinish: () => void,
    private readonly limit = MAX_PENDING_EVENTS,
  ) {}

  push(item: Promise<T | undefined>): void {
    if (this.ending || this.finished) return;
    if (this.items.length >= this.limit) {
      this.fail(
        new GraphQLError(
          `More than ${this.limit} events waited for this subscriber; subscribe again`,
          { extensions: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } },
        ),
      );
      return;
    }
    this.items.push(item);
    this.notify();
  }

  /** No more items: the iterator completes once the items already pushed are delivered. */
  end(): void {
    if (this.ending) return;
    this.ending = true;
    this.onFinish();
    this.notify();
  }

  fail(error: Error): void {
    this.failure = error;
    this.items.length = 0;
    this.end();
  }

  async next(): Promise<IteratorResult<T>> {
    while (!this.finished) {
      const head = this.items.shift();
      if (head) {
        const value = await head;
        if (value !== undefined && !this.finished) return { value, done: false };
        continue;
      }
      if (this.failure) {
        const failure = this.failure;
        this.finish();
        throw failure;
      }
      if (this.ending) break;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    this.finish();
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<T>> {
    this.finish();
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    this.finish();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.items.length = 0;
    if (!this.ending) {
      this.ending = true;
      this.onFinish();
    }
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
