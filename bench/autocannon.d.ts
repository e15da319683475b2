// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Requests in turn; `setupRequest` may change each one as it is sent (its path, body). */
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
    /** Called once per connection: what it sends can be set apart from the others'. */
    setupClient?: (client: { setHeaders(headers: Record<string, string>): void }) => void;
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
