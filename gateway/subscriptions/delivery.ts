import type { ExecutionResult } from 'graphql';
import { formatResult } from './operation';
import { subscriberResult, type ResolvedJob } from './resolve';

/** A subscription waiting for a delivery it queued (job-sink.ts). */
export interface DeliveryWaiter {
  drain(): void;
}

/**
 * One job event (of any kind: progress-kinds.ts) as the subscribers of ONE resolution key see it (fanout.ts: same tenant, same
 * caller identity, roles and plan tier, same selection and variables). It is resolved once, and
 * each graphql-ws `next` frame is built once per response key (the subscriber's alias) and
 * subscription id, so ten thousand subscribers of one document on one caller receive the same
 * bytes without ten thousand JSON.stringify calls. Subscribers of different keys never share a
 * Delivery, so nothing resolved for one caller can reach another.
 */
export class Delivery {
  settled = false;
  private job: ResolvedJob | undefined;
  private waiters: DeliveryWaiter[] = [];
  /** response key → the payload's JSON and, per subscription id, the whole `next` message. */
  private readonly frames = new Map<string, { payload: string; byId: Map<string, Buffer> }>();

  /** `resolved` must not reject: a job that cannot be resolved is `undefined` (nothing is sent). */
  constructor(resolved: Promise<ResolvedJob | undefined>) {
    void resolved.then((job) => {
      this.job = job;
      this.settled = true;
      const waiters = this.waiters;
      this.waiters = [];
      for (const waiter of waiters) waiter.drain();
    });
  }

  wait(waiter: DeliveryWaiter): void {
    this.waiters.push(waiter);
  }

  /** Calls `then` with the resolved job once it is known (at once when it already is). */
  whenSettled(then: (job: ResolvedJob | undefined) => void): void {
    if (this.settled) then(this.job);
    else this.wait({ drain: () => then(this.job) });
  }

  /**
   * The graphql-transport-ws `next` message for one subscription, as graphql-ws itself would
   * write it (errors formatted with the platform's codes by `formatResult`), or `undefined`
   * when the caller may not see the job.
   */
  frame(responseKey: string, id: string): Buffer | undefined {
    if (!this.job) return undefined;
    let forKey = this.frames.get(responseKey);
    if (!forKey) {
      const result: ExecutionResult = subscriberResult(this.job, responseKey);
      forKey = { payload: JSON.stringify(formatResult(result) ?? result), byId: new Map() };
      this.frames.set(responseKey, forKey);
    }
    let frame = forKey.byId.get(id);
    if (!frame) {
      frame = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":${forKey.payload}}`);
      forKey.byId.set(id, frame);
    }
    return frame;
  }
}
