import type { EventHandler, PlatformEvent } from './bus';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one handler for one event, `tries` times at most, pausing `delayMs` times the attempt
 * number between tries. Answers undefined once it succeeded, or its last error. Each handler is
 * retried on its own, so one that already succeeded is not run again for another's failure.
 */
export async function runWithRetries(handler: EventHandler, event: PlatformEvent, tries: number, delayMs: number, onRetry: () => void = () => undefined): Promise<unknown> {
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

/** Runs every handler of an event with its own retries; answers the errors of those that still failed. */
export async function runHandlers(handlers: EventHandler[], event: PlatformEvent, tries: number, delayMs: number, onRetry?: () => void): Promise<unknown[]> {
  const errors = await Promise.all(handlers.map((handler) => runWithRetries(handler, event, tries, delayMs, onRetry)));
  return errors.filter((error) => error !== undefined);
}

export const describeErrors = (errors: unknown[]): string => errors.map((error) => (error instanceof Error ? error.message : String(error))).join('; ');
