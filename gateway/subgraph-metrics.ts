import type { Fetcher } from '@apollo/utils.fetcher';
import { subgraphFetchDuration } from '../lib/observability/metrics';

/** A subgraph's fetcher that records each fetch's latency by outcome (ok, http_<status>, error). */
export function timedFetcher(subgraph: string, fetcher: Fetcher): Fetcher {
  return async (url, init) => {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const response = await fetcher(url, init);
      subgraphFetchDuration.observe(
        { subgraph, outcome: response.ok ? 'ok' : `http_${response.status}` },
        seconds(),
      );
      return response;
    } catch (error) {
      subgraphFetchDuration.observe({ subgraph, outcome: 'error' }, seconds());
      throw error;
    }
  };
}
