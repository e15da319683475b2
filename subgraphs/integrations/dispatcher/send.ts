import { fetch } from 'undici';
import { CLOUDEVENTS_JSON } from '../../../lib/events/cloudevent';
import { SIGNATURE_HEADER, signature } from '../events/cloudevent';
import { PrivateTargetError, publicOnlyAgent, refusePrivateLiteral } from '../../../lib/http/public-only';

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * One HTTP POST of a stored envelope. Any 2xx succeeds; another status, a network error or no
 * answer within `timeoutMs` fails. Redirects are not followed: a 3xx is a failure too, so a
 * signed body never goes to an address nobody registered. With `publicOnly`, an address on a
 * private network (by IP literal or by what the name resolves to) is refused before connecting.
 */
export async function sendDelivery(url: string, secret: string, payload: string, timeoutMs: number, publicOnly: boolean): Promise<SendResult> {
  try {
    if (publicOnly) refusePrivateLiteral(url);
    const response = await fetch(url, {
      dispatcher: publicOnly ? publicOnlyAgent : undefined,
      method: 'POST',
      headers: { 'content-type': CLOUDEVENTS_JSON, [SIGNATURE_HEADER]: signature(secret, payload), 'user-agent': 'platform-webhooks/1' },
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed, but reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, error: ok ? null : `receiver answered ${response.status}` };
  } catch (error) {
    const refused = error instanceof PrivateTargetError ? error : (error as { cause?: unknown }).cause;
    if (refused instanceof PrivateTargetError) return { ok: false, statusCode: null, error: `refused: ${refused.message}` };
    const name = (error as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return { ok: false, statusCode: null, error: timedOut ? `no answer within ${timeoutMs} ms` : `request failed: ${(error as Error).message}` };
  }
}
