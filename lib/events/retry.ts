import { context, trace } from '@opentelemetry/api';
import type { EventHandler, PlatformEvent } from './bus';
import { contextFrom, inSpan, SpanKind } from '../observability/trace-context';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one handler for one event, `tries` times at most, pausing `delayMs` times the attempt
 * number between tries. Answers undefined once it succeeded, or its last error. Each handler is
 * retried on its own, so one that already succeeded is not run again for another's failure.
 */
async function runWithRetries(
  handler: EventHandler,
  event: PlatformEvent,
  tries: number,
  delayMs: number,
  onRetry: () => void = () => undefined,
): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      await handler(event);
      return undefined;
    } catch (error) {
      lastError = error ?? new Error('handler failed');
      if (attempt < tries) {
        onRetry();
        await pause(delayMs * attempt);
      }
    }
  }
  return lastError;
}

/**
 * Runs every handler of an event with its own retries; answers the errors of those that still
 * failed. The handlers run in one CONSUMER span, a child of the event's `traceparent` (the relay's
 * publish span: docs/observability.md, "Traces"), linked to the span that delivered it when that
 * is another one (an in-process bus delivers inside the relay's batch).
 */
export async function runHandlers(
  handlers: EventHandler[],
  event: PlatformEvent,
  tries: number,
  delayMs: number,
  onRetry?: () => void,
): Promise<unknown[]> {
  if (handlers.length === 0) return [];
  const delivering = trace.getActiveSpan()?.spanContext();
  const parent = event.traceparent
    ? contextFrom({ traceparent: event.traceparent })
    : context.active();
  const links = delivering && event.traceparent ? [{ context: delivering }] : [];
  return inSpan(
    'events',
    `consume ${event.type}`,
    {
      kind: SpanKind.CONSUMER,
      parent,
      links,
      attributes: {
        'messaging.operation.type': 'process',
        'messaging.destination.name': event.type,
        'messaging.message.id': event.id,
        'lanes.handlers': handlers.length,
      },
    },
    async (span) => {
      const errors = (
        await Promise.all(
          handlers.map((handler) => runWithRetries(handler, event, tries, delayMs, onRetry)),
        )
      ).filter((error) => error !== undefined);
      if (errors.length) span.setAttribute('lanes.failed_handlers', errors.length);
      return errors;
    },
  );
}

export const describeErrors = (errors: unknown[]): string =>
  errors.map((error) => (error instanceof Error ? error.message : String(error))).join('; ');
