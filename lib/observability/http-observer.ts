import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { HttpResult } from '../http/io';
import { requestLogger } from './logger';
import { errorsTotal, httpRequestDuration, scrapeMetrics } from './metrics';
import { runInRequestScope, type RequestScope } from './request-scope';
import { serverSpan } from './server-span';

/** The route label of a request the handler did not name (REST routes name their template). */
function routeLabel(path: string, scope: RequestScope): string {
  if (scope.route) return scope.route;
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/health/')) return path;
  if (path === '/metrics') return '/metrics';
  if (path.startsWith('/files/')) return '/files/*';
  return 'unmatched';
}

/**
 * Wraps a server's request handler: the request runs in its scope (./request-scope.ts), and when
 * the answer is sent one log line and one histogram sample record it. The line has ids, tenant,
 * caller, operation, status, duration and error codes; never headers, bodies or query strings.
 */
export function observeRequests(
  service: string,
  ids: (req: IncomingMessage) => { requestId: string; traceId: string },
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  const log = requestLogger(service);
  return (req, res) => {
    const started = process.hrtime.bigint();
    const scope: RequestScope = { ...ids(req), errorCodes: [] };
    const path = (req.url ?? '/').split('?')[0];
    // The request's span continues the caller's `traceparent`; its trace id is the one the log
    // line, the envelope's meta and every subgraph carry (one id, not two).
    const span = serverSpan(service, req, path);
    if (span.traceId) scope.traceId = span.traceId;
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.statusCode;
      const route = routeLabel(path, scope);
      span.end(route, status, scope);
      httpRequestDuration.observe(
        { service, method: req.method ?? 'GET', route, status: String(status) },
        seconds,
      );
      for (const code of scope.errorCodes) errorsTotal.inc({ service, code });
      const line = {
        requestId: scope.requestId,
        traceId: scope.traceId,
        tenantId: scope.tenantId ?? null,
        callerId: scope.callerId ?? null,
        operationName: scope.operationName,
        method: req.method,
        path,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(scope.errorCodes.length ? { errorCodes: scope.errorCodes } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
    span.run(() => runInRequestScope(scope, () => handle(req, res)));
  };
}

/**
 * GET /metrics for Prometheus. With METRICS_TOKEN set a scrape must send it as a bearer token;
 * without, the endpoint is open (keep it off the public internet at the load balancer).
 */
export async function metricsResult(req: IncomingMessage): Promise<HttpResult> {
  const token = process.env.METRICS_TOKEN;
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return {
        status: 401,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' },
        body: 'metrics need METRICS_TOKEN as a bearer token\n',
      };
    }
  }
  const { contentType, body } = await scrapeMetrics();
  return { status: 200, headers: { 'content-type': contentType }, body };
}
