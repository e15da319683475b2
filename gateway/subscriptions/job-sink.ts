import { GraphQLError } from 'graphql';
import WebSocket from 'ws';
import type { Delivery, DeliveryWaiter } from './delivery';

/** Where a subscription's messages go: its connection's socket and its graphql-ws id (index.ts). */
export interface SubscriptionTarget {
  socket: Pick<WebSocket, 'send' | 'readyState' | 'bufferedAmount'>;
  id: string;
}

export function isSubscriptionTarget(value: unknown): value is SubscriptionTarget {
  const target = value as Partial<SubscriptionTarget> | null;
  return (
    typeof target === 'object' &&
    target !== null &&
    typeof target.socket?.send === 'function' &&
    typeof target.id === 'string'
  );
}

/** Events waiting for their resolution before a subscriber's subscription ends with an error. */
const MAX_PENDING_EVENTS = 1_000;
/** Bytes a client leaves unread on its socket before its subscription ends with an error. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const TEXT = { binary: false };
const DONE: IteratorResult<never> = { value: undefined, done: true };

function fallenBehind(what: string): GraphQLError {
  return new GraphQLError(`${what} waited for this subscriber; subscribe again`, {
    extensions: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
  });
}

/**
 * One job subscription (jobProgress, jobUpdated). Its `next` messages are written straight to
 * the socket, in the order the events were pushed even when a later event resolves first, as
 * frames shared with the other subscribers of its delivery (delivery.ts). graphql-ws still owns
 * the subscription's life: it iterates this object, which yields nothing and settles only when
 * the subscription ends (done: graphql-ws sends `complete`; a failure: `error`), and it calls
 * `return()` when the client unsubscribes or the socket closes. Going around graphql-ws's
 * per-message path (a promise chain, an object copy and a JSON.stringify per subscriber per
 * event) is what lets one event reach 10,000 subscribers quickly (docs/subscriptions.md).
 */
export class JobSink implements AsyncIterableIterator<never>, DeliveryWaiter {
  // The queue of pushed deliveries, as a head and the rest: most subscriptions hold at most one
  // at a time, and ten thousand sinks should not each keep an array's spare capacity.
  private head: Delivery | undefined;
  private later: Delivery[] | undefined;
  private ending = false;
  private finished = false;
  private failure: Error | undefined;
  private waiting:
    { resolve: (r: IteratorResult<never>) => void; reject: (e: unknown) => void } | undefined;

  /** `onFinish` runs once, when no further event can be pushed (end, failure or unsubscribe). */
  constructor(
    private readonly target: SubscriptionTarget,
    private readonly responseKey: string,
    private readonly onFinish: () => void,
  ) {}

  push(delivery: Delivery): void {
    if (this.ending) return;
    if (this.pending() >= MAX_PENDING_EVENTS)
      return this.fail(fallenBehind(`More than ${MAX_PENDING_EVENTS} events`));
    if (!this.head) this.head = delivery;
    else (this.later ??= []).push(delivery);
    if (delivery.settled) this.drain();
    else delivery.wait(this);
  }

  /** Sends every settled delivery at the head of the queue; stops at the first one still resolving. */
  drain(): void {
    while (this.head?.settled) {
      const frame = this.head.frame(this.responseKey, this.target.id);
      this.head = this.later?.shift();
      if (this.later?.length === 0) this.later = undefined;
      if (frame) this.send(frame);
    }
    if (this.ending && !this.head) this.finish();
  }

  /** No more events: the subscription completes once the events already pushed are sent. */
  end(): void {
    if (this.ending) return;
    this.ending = true;
    this.onFinish();
    if (!this.head) this.finish();
  }

  next(): Promise<IteratorResult<never>> {
    if (!this.finished)
      return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
    const failure = this.failure;
    this.failure = undefined;
    return failure ? Promise.reject(failure) : Promise.resolve(DONE);
  }

  async return(): Promise<IteratorResult<never>> {
    this.failure = undefined;
    this.finish();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<never>> {
    this.finish();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private send(frame: Buffer): void {
    const socket = this.target.socket;
    if (socket.readyState !== WebSocket.OPEN) return;
    // A client that stops reading would otherwise make the gateway buffer without bound.
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES)
      return this.fail(fallenBehind(`More than ${MAX_BUFFERED_BYTES} unread bytes`));
    socket.send(frame, TEXT);
  }

  private pending(): number {
    return (this.head ? 1 : 0) + (this.later?.length ?? 0);
  }

  private clear(): void {
    this.head = undefined;
    this.later = undefined;
  }

  private fail(error: Error): void {
    if (this.finished) return;
    this.failure = error;
    this.clear();
    this.end();
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.clear();
    if (!this.ending) {
      this.ending = true;
      this.onFinish();
    }
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = undefined;
    const failure = this.failure;
    this.failure = undefined;
    if (failure) waiting.reject(failure);
    else waiting.resolve(DONE);
  }
}
