import type { IncomingMessage } from 'node:http';
import { context, isSpanContextValid, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { RequestScope } from './request-scope';
import { contextFrom, tracer } from './trace-context';

export interface ServerSpan {
  /** The span's trace id; undefined when tracing is off (the ids of lib/context.ts apply). */
  traceId?: string;
  /** Runs the request's handler with the span active, so every span it makes is a child. */
  run<T>(handle: () => T): T;
  /** Names the span after its route (a bounded name) and ends it with the answer's status. */
  end(route: string, status: number, scope: RequestScope): void;
}

/**
 * The SERVER span of one HTTP request of `service`, continuing the caller's W3C `traceparent`
 * (lib/observability/tracing.ts). Attributes are the same fields the request's log line has:
 * never headers, bodies or query strings.
 */
export function serverSpan(service: string, req: IncomingMessage, path: string): ServerSpan {
  const method = req.method ?? 'GET';
  const parent = contextFrom(req.headers);
  const span = tracer(service).startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
    parent,
  );
  const ids = span.spanContext();
  const active = trace.setSpan(parent, span);
  return {
    traceId: isSpanContextValid(ids) ? ids.traceId : undefined,
    run: (handle) => context.with(active, handle),
    end(route, status, scope) {
      span.updateName(`${method} ${route}`);
      span.setAttributes({
        'http.route': route,
        'http.response.status_code': status,
        'lanes.request_id': scope.requestId,
      });
      if (scope.operationName) span.setAttribute('graphql.operation.name', scope.operationName);
      if (scope.tenantId) span.setAttribute('lanes.tenant_id', scope.tenantId);
      if (scope.errorCodes.length) span.setAttribute('lanes.error_codes', scope.errorCodes);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
