import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';

/*
 * OpenTelemetry traces (docs/observability.md, "Traces"). The official SDK runs once per process;
 * spans are made by hand around the platform's own seams (HTTP server, the gateway's subgraph
 * fetches, the peers client, pg queries, the outbox, event handlers, the media worker) rather than
 * by require-time auto-instrumentation: the platform runs under tsx, compiled JS and jest's own
 * module loader (every part in one process), and only explicit spans work the same in all three.
 * Without a started SDK every span is OpenTelemetry's no-op, and the ids fall back to the
 * platform's own (lib/context.ts). The helpers that make spans are in ./trace-context.ts.
 */

// One provider per process, even when jest's module loader loads this file again per test file.
const PROVIDER = Symbol.for('lanes.observability.tracer-provider');
const processGlobals = globalThis as Record<symbol, NodeTracerProvider | undefined>;

export interface TracingOptions {
  /** The process's `service.name` when OTEL_SERVICE_NAME does not set it (`gateway`, `media-worker`, `lanes-platform`). */
  serviceName: string;
  /** Extra span processors (tests: a SimpleSpanProcessor over an InMemorySpanExporter). */
  spanProcessors?: SpanProcessor[];
}

/**
 * Starts the SDK once per process: the W3C trace-context propagator, AsyncLocalStorage context,
 * the sampler from OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG (the SDK reads them), and an
 * OTLP/HTTP exporter only when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set:
 * with none, spans are not recorded (see the sampler below). OTEL_SDK_DISABLED=true starts nothing.
 */
export function startTracing(options: TracingOptions): NodeTracerProvider | undefined {
  if (processGlobals[PROVIDER]) return processGlobals[PROVIDER];
  if (process.env.OTEL_SDK_DISABLED === 'true') return undefined;
  const processors = [...(options.spanProcessors ?? [])];
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    // Loaded only when wanted: the exporter's protobuf and HTTP stack are not needed otherwise.
    const { OTLPTraceExporter } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when an exporter is configured (see above)
      require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || options.serviceName,
    }),
    spanProcessors: processors,
    // With nowhere to send spans, recording them is work for nothing (a few percent of the
    // gateway's CPU, docs/performance.md): new traces start unsampled, so spans are the SDK's
    // non-recording ones, which still carry the trace id to logs, `meta.trace_id` and `traceparent`.
    // A caller's sampled `traceparent` is still followed, and OTEL_TRACES_SAMPLER decides when set.
    ...(processors.length === 0 && !process.env.OTEL_TRACES_SAMPLER
      ? { sampler: new ParentBasedSampler({ root: new AlwaysOffSampler() }) }
      : {}),
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  processGlobals[PROVIDER] = provider;
  return provider;
}

/** Flushes and stops the SDK (a process stopping); spans still buffered are exported first. */
export async function stopTracing(): Promise<void> {
  const provider = processGlobals[PROVIDER];
  processGlobals[PROVIDER] = undefined;
  await provider?.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}
