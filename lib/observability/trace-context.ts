import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
} from '@opentelemetry/api';

/*
 * Spans and trace context over OpenTelemetry's API only (no SDK here): cheap to import anywhere,
 * and a no-op until ./tracing.ts starts the SDK in the process.
 */

/** The tracer of one part: its name (`gateway`, `marketplace`, `outbox`...) says which part made a span. */
export function tracer(part: string) {
  return trace.getTracer(part);
}

/** The active span's W3C trace id, or undefined when there is none (tracing off, or outside any span). */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? span.traceId : undefined;
}

/** The `traceparent` of the active span, to carry across an async hop (an outbox row, a job row, a message). */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Sets `traceparent` (and `tracestate`) of the active context on outgoing headers; false when there is no active span. */
export function injectTraceHeaders(headers: Record<string, string>): boolean {
  propagation.inject(context.active(), headers);
  return headers.traceparent !== undefined;
}

/** The context an incoming `traceparent` continues (ROOT when absent or malformed). */
export function contextFrom(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** A link to the span a stored `traceparent` names, for work that runs later on behalf of it. */
export function linkTo(traceparent: string | undefined): Link[] {
  if (!traceparent) return [];
  const span = trace.getSpanContext(contextFrom({ traceparent }));
  return span && isSpanContextValid(span) ? [{ context: span }] : [];
}

/**
 * Runs `work` in a new active span of `part`, ended when it settles; a throw marks the span as
 * an error and is rethrown. `parent` defaults to the active context.
 */
export function inSpan<T>(
  part: string,
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context; links?: Link[] },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer(part).startActiveSpan(
    name,
    {
      kind: options.kind ?? SpanKind.INTERNAL,
      attributes: options.attributes,
      links: options.links,
    },
    parent,
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        failSpan(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

export function failSpan(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

export { SpanKind };
