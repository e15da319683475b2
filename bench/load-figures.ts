import type autocannon from 'autocannon';

type Result = Awaited<ReturnType<typeof autocannon>>;

/** What a benchmark prints of one autocannon run: rate, latency percentiles, failures, count. */
export function loadFigures(r: Result): {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
} {
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    total: r.requests.total,
  };
}
