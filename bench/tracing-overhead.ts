import type { IncomingMessage } from 'node:http';
import { serverSpan } from '../lib/observability/server-span';
import { injectTraceHeaders, inSpan, SpanKind, tracer } from '../lib/observability/trace-context';
import { startTracing } from '../lib/observability/tracing';

/*
 * What tracing costs one request when no exporter is configured (docs/observability.md,
 * "Traces"): the spans of a typical REST call (the gateway's server span, one subgraph fetch with
 * its traceparent, the subgraph's server span, three pg queries) made by the platform's own
 * helpers, in a loop. `npx tsx bench/tracing-overhead.ts` runs it with the SDK started as a
 * process does; with OTEL_SDK_DISABLED=true every span is the API's no-op. Apollo Gateway's own
 * five spans per request come on top (about as many again).
 */
if (process.env.OTEL_SDK_DISABLED !== 'true') startTracing({ serviceName: 'bench' });

const req = (headers: Record<string, string>) =>
  ({ method: 'GET', headers }) as unknown as IncomingMessage;
const scope = { requestId: 'r', traceId: 't', errorCodes: [] };

async function oneRequest(): Promise<void> {
  const gateway = serverSpan('gateway', req({}), '/marketplace/v1/listings');
  await gateway.run(() =>
    inSpan('gateway', 'POST marketplace', { kind: SpanKind.CLIENT }, async () => {
      const headers: Record<string, string> = {};
      injectTraceHeaders(headers);
      const subgraph = serverSpan('marketplace', req(headers), '/graphql');
      subgraph.run(() => {
        for (let i = 0; i < 3; i++)
          tracer('pg')
            .startSpan('pg SELECT', {
              kind: SpanKind.CLIENT,
              attributes: { 'db.query.text': 'SELECT 1' },
            })
            .end();
      });
      subgraph.end('/graphql', 200, scope);
    }),
  );
  gateway.end('/marketplace/v1/listings', 200, scope);
}

async function main(): Promise<void> {
  for (let i = 0; i < 20_000; i++) await oneRequest(); // warm-up
  const runs = 100_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) await oneRequest();
  const micros = Number(process.hrtime.bigint() - started) / 1e3 / runs;
  console.log(
    `tracing ${process.env.OTEL_SDK_DISABLED === 'true' ? 'off (no SDK)   ' : 'on, no exporter'}: ${micros.toFixed(1)} µs per request (7 spans)`,
  );
}

void main();
