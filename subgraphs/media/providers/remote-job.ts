import { request } from 'undici';

/*
 * What the queue-style adapters (Replicate's predictions, fal's queue) share: JSON calls, waiting
 * between polls, tolerating a few failed polls, and cancelling the remote work when the job stops.
 */

/** How long a submission or a cancel may take; polls take the job's signal. */
const CALL_TIMEOUT_MS = 30_000;
/** How long a cancel may take before the run ends without its answer. */
export const CANCEL_TIMEOUT_MS = 10_000;
/** Polls that may fail in a row (the service restarting, a 5xx, a reset connection) before the job's attempt fails. */
const POLL_FAILURES = 3;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** One JSON call: never throws on a status, only on the network (or the signal). */
export async function callJson(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal?: AbortSignal,
): Promise<JsonAnswer> {
  const res = await request(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await res.body.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text for the error message.
  }
  return { status: res.statusCode, body: parsed };
}

/** A short reason from an error answer (`detail`, `error`, `message`, `title`), for the worker's log. */
export function reason(answer: JsonAnswer): string {
  const body = answer.body as Record<string, unknown> | string | null;
  const said =
    typeof body === 'string'
      ? body
      : body &&
        [body.detail, body.error, body.message, body.title].find(
          (v) => typeof v === 'string' || (v && typeof v === 'object'),
        );
  const text = typeof said === 'string' ? said : said ? JSON.stringify(said) : '';
  return `HTTP ${answer.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/** Waits `ms`; an abort ends the wait at once with the signal's reason. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A poll, tried again after a pause when it fails (network or 5xx or 429), up to POLL_FAILURES times in a row. */
export async function pollOnce(
  poll: () => Promise<JsonAnswer>,
  pollMs: number,
  signal: AbortSignal,
): Promise<JsonAnswer> {
  for (let failures = 1; ; failures++) {
    let answer: JsonAnswer | undefined;
    let failure: unknown;
    try {
      answer = await poll();
      if (answer.status < 500 && answer.status !== 429) return answer;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      failure = error;
    }
    if (failures >= POLL_FAILURES)
      throw answer ? new Error(`polling answered ${reason(answer)}`) : failure;
    await pause(pollMs, signal);
  }
}

/**
 * Runs `work` on remote work already submitted, and cancels that remote work when the job's
 * signal aborts (a cancel, the time limit, a stopping worker): at once, while a poll may still be
 * in flight, and once. A submission the signal cut short still happened at the service, so the
 * adapters submit without the signal and come here with the remote id; aborted already, the
 * remote work is cancelled before anything else. The cancel call gets CANCEL_TIMEOUT_MS.
 */
export async function cancellingOnAbort<T>(
  signal: AbortSignal,
  cancel: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<T> {
  let cancelled: Promise<unknown> | undefined;
  const onAbort = () => {
    cancelled ??= cancel().catch(() => undefined);
  };
  if (signal.aborted) {
    onAbort();
    await cancelled;
    throw signal.reason;
  }
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work();
  } finally {
    signal.removeEventListener('abort', onAbort);
    // The run ends after the cancel was answered (or timed out), so a stopping worker does not exit
    // with the remote work still running and billed.
    if (cancelled) await cancelled;
  }
}
