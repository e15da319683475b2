import { CLOUDEVENTS_CONTENT_TYPE, SIGNATURE_HEADER, signature } from '../domain/cloudevent';

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * One HTTP POST of a stored envelope. Any 2xx succeeds; another status, a network error or no
 * answer within `timeoutMs` fails. Redirects are not followed: a 3xx is a failure too, so a
 * signed body never goes to an address nobody registered.
 */
export async function sendDelivery(url: string, secret: string, payload: string, timeoutMs: number): Promise<SendResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': CLOUDEVENTS_CONTENT_TYPE, [SIGNATURE_HEADER]: signature(secret, payload), 'user-agent': 'platform-webhooks/1' },
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed, but reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, error: ok ? null : `receiver answered ${response.status}` };
  } catch (error) {
    const name = (error as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return { ok: false, statusCode: null, error: timedOut ? `no answer within ${timeoutMs} ms` : `request failed: ${(error as Error).message}` };
  }
}
