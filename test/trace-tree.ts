import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SpanKind } from '@opentelemetry/api';

/** A span's parent span id within its trace (undefined for a root). */
export const parentOf = (span: ReadableSpan): string | undefined => span.parentSpanContext?.spanId;

/** The part that made a span: its tracer's name (`gateway`, `marketplace`, `pg`, `outbox`...). */
export const partOf = (span: ReadableSpan): string => span.instrumentationScope.name;

/**
 * One trace as an indented tree, children in start order: `part  name  [kind]`. What the
 * platform's trace of one request looks like (docs/observability.md, "Traces"); a span whose
 * parent is not among `spans` (a link target, a span still open) is printed as a root.
 */
export function traceTree(spans: ReadableSpan[], traceId: string): string {
  const mine = spans
    .filter((span) => span.spanContext().traceId === traceId)
    .sort(
      (a, b) => Number(a.startTime[0] - b.startTime[0]) * 1e9 + (a.startTime[1] - b.startTime[1]),
    );
  const ids = new Set(mine.map((span) => span.spanContext().spanId));
  const lines: string[] = [`trace ${traceId}`];
  const print = (span: ReadableSpan, depth: number) => {
    const links = span.links.length ? `  (links: ${span.links.length})` : '';
    lines.push(
      `${'  '.repeat(depth + 1)}${partOf(span).padEnd(14)} ${span.name}  [${SpanKind[span.kind]}]${links}`,
    );
    for (const child of mine.filter((c) => parentOf(c) === span.spanContext().spanId))
      print(child, depth + 1);
  };
  for (const root of mine.filter((span) => !parentOf(span) || !ids.has(parentOf(span)!)))
    print(root, 0);
  return lines.join('\n');
}
