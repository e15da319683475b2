import { trace, type Span } from '@opentelemetry/api';
import type { PlatformEvent } from './bus';
import {
  contextFrom,
  failSpan,
  inSpan,
  linkTo,
  SpanKind,
  tracer,
} from '../observability/trace-context';

/*
 * The relay's side of a trace (docs/observability.md, "Traces"). A batch is one span of its own,
 * linked to every event's request; each event gets a PRODUCER span that is a child of the
 * request that wrote it, and leaves carrying that span as its `traceparent`, so the consumers'
 * spans (lib/events/retry.ts) hang under the request too: request -> publish -> consume.
 */

/** Runs `publish` on the batch, each event re-stamped with its PRODUCER span; every span ends with the outcome. */
export function publishTraced(
  service: string,
  events: PlatformEvent[],
  publish: (events: PlatformEvent[]) => Promise<void>,
): Promise<void> {
  const links = events.flatMap((event) => linkTo(event.traceparent));
  return inSpan(
    'outbox',
    `outbox publish ${service}`,
    {
      links,
      attributes: {
        'lanes.outbox.service': service,
        'messaging.batch.message_count': events.length,
      },
    },
    async () => {
      const spans: Span[] = [];
      const stamped = events.map((event) => {
        const parent = event.traceparent
          ? contextFrom({ traceparent: event.traceparent })
          : undefined;
        const span = tracer('outbox').startSpan(
          `publish ${event.type}`,
          {
            kind: SpanKind.PRODUCER,
            attributes: {
              'messaging.operation.type': 'send',
              'messaging.destination.name': event.type,
              'messaging.message.id': event.id,
            },
          },
          parent,
        );
        spans.push(span);
        const ids = span.spanContext();
        // A non-recording span (tracing off) keeps the event's own traceparent.
        return trace.isSpanContextValid(ids)
          ? { ...event, traceparent: `00-${ids.traceId}-${ids.spanId}-0${ids.traceFlags & 1}` }
          : event;
      });
      try {
        await publish(stamped);
      } catch (error) {
        for (const span of spans) failSpan(span, error);
        throw error;
      } finally {
        for (const span of spans) span.end();
      }
    },
  );
}
