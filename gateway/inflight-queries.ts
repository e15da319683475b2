import type { FetcherResponse } from '@apollo/utils.fetcher';

/**
 * In-flight deduplication of identical subgraph reads by one caller. While a query fetch for a
 * caller is on its way, an identical one (same subgraph, same text and variables) for the same
 * caller joins it instead of sending a second: under a burst of equal requests the subgraph does
 * the work once. Keys never span callers: `caller` is everything the subgraph can see of the caller
 * (tenant, user, roles, plan, forwarded headers), so an answer is only shared with the one it was
 * made for.
 *
 * Each joiner gets the same response object, whose body is text: every request parses its own
 * copy, because the gateway merges entity results into the objects it parsed.
 *
 * Consistency: a joiner may see a read that began before it arrived (by at most one fetch's
 * duration). A mutation by the caller forgets the caller's in-flight reads when it starts and
 * when it ends, so a read sent after the caller's own write never joins one from before it. A
 * read asked because something changed (RequestContext.freshReads: the progress subscriptions)
 * never joins at all (gateway/data-source.ts).
 */
export class InflightQueries {
  private readonly byCaller = new Map<string, Map<string, Promise<FetcherResponse>>>();

  /** The answer of `send`, shared with every identical read of `caller` while it is in flight. */
  run(
    caller: string,
    request: string,
    send: () => Promise<FetcherResponse>,
  ): Promise<FetcherResponse> {
    let reads = this.byCaller.get(caller);
    const pending = reads?.get(request);
    if (pending) return pending;
    if (!reads) {
      reads = new Map();
      this.byCaller.set(caller, reads);
    }
    const started = send();
    reads.set(request, started);
    const done = () => {
      // The map may have been forgotten (a mutation) and made again meanwhile: delete only our own.
      const current = this.byCaller.get(caller);
      if (current?.get(request) !== started) return;
      current.delete(request);
      if (current.size === 0) this.byCaller.delete(caller);
    };
    started.then(done, done);
    return started;
  }

  /** A write by `caller` starts or ends: later reads must not join reads from before it. */
  forget(caller: string): void {
    this.byCaller.delete(caller);
  }

  /** Reads in flight now, over all callers (for tests and metrics). */
  size(): number {
    let n = 0;
    for (const reads of this.byCaller.values()) n += reads.size;
    return n;
  }
}
