import type { Fetcher } from '@apollo/utils.fetcher';
import { SpanStatusCode } from '@opentelemetry/api';
import { injectTraceHeaders, inSpan, SpanKind } from '../lib/observability/trace-context';

/**
 * A subgraph's fetcher whose every fetch is a CLIENT span of the gateway's request, and which
 * sends that span as the W3C `traceparent`: the subgraph's server span is its child, so one
 * request is one trace across every service (docs/observability.md, "Traces").
 */
export function tracedFetcher(subgraph: string, fetcher: Fetcher): Fetcher {
  return (url, init) =>
    inSpan(
      'gateway',
      `POST ${subgraph}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'peer.service': subgraph,
          'http.request.method': 'POST',
          'server.address': subgraph,
        },
      },
      async (span) => {
        const headers: Record<string, string> = {
          ...(init?.headers as Record<string, string> | undefined),
        };
        injectTraceHeaders(headers);
        const response = await fetcher(url, { ...init, headers });
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      },
    );
}
