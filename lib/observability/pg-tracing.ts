import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Pool, PoolClient } from 'pg';
import { tracer } from './trace-context';

/*
 * pg spans by hand: Prisma 7 runs its queries through @prisma/adapter-pg on the pool that
 * lib/db/prisma.ts makes, and require-time instrumentation of `pg` does not reach a module that
 * jest's or tsx's loader loaded (lib/observability/tracing.ts). Wrapping this pool's clients
 * catches every query Prisma (or anyone) sends through it.
 */

const WRAPPED = Symbol('lanes.pg-traced');
type QueryArgs = unknown[];
type Callback = (error: Error | null, result?: unknown) => void;

/** The statement's first word (SELECT, INSERT, BEGIN...): a bounded span name. */
function operationOf(text: string): string {
  return /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

function textOf(args: QueryArgs): string | undefined {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string')
    return (first as { text: string }).text;
  return undefined;
}

/**
 * One CLIENT span per query, a child of the span active when the query was sent. Only queries
 * made inside a span are traced (like OpenTelemetry's pg instrumentation with requireParentSpan):
 * the polls of background loops, outside any span, would otherwise make a root trace each second.
 * The statement text is recorded (Prisma sends parameters apart, so no value is in it); the
 * parameters never are.
 */
function traceClient(client: PoolClient, poolName: string): void {
  const target = client as PoolClient & { [WRAPPED]?: true };
  if (target[WRAPPED]) return;
  target[WRAPPED] = true;
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  (client as { query: unknown }).query = (...args: QueryArgs) => {
    const text = textOf(args);
    if (text === undefined || !trace.getActiveSpan()) return query(...args);
    const operation = operationOf(text);
    const span = tracer('pg').startSpan(`pg ${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
        'lanes.pool': poolName,
      },
    });
    const finish = (error?: unknown) => {
      if (error)
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : String(error),
        });
      span.end();
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        finish(error ?? undefined);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(() => finish(), finish);
    } else finish();
    return result;
  };
}

/**
 * Traces every query of `pool`. pg-pool hands a waiting caller its client from whichever
 * request released one; the callback of `connect` is bound to the caller's context, so a
 * query's span joins the request that sent it, not the one that freed the connection.
 */
export function traceQueries(pool: Pool, poolName: string): void {
  pool.on('connect', (client) => traceClient(client, poolName));
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as { connect: unknown }).connect = (callback?: unknown) =>
    typeof callback === 'function'
      ? connect(context.bind(context.active(), callback as Callback))
      : connect();
}
