import { Agent, request } from 'undici';
import { CLOUDEVENTS_JSON } from '../../../lib/events/cloudevent';
import { SIGNATURE_HEADER, signature } from '../events/cloudevent';
import {
  newPublicOnlyAgent,
  PrivateTargetError,
  refusePrivateLiteral,
} from '../../../lib/http/public-only';

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Connections per receiver origin at most, per dispatcher. More attempts to one origin wait in
 * the pool for a free connection (their timeout runs meanwhile): a burst of deliveries to one
 * customer must not open hundreds of connections to it, which a small receiver answers with
 * resets, and resets would count as failures and disable its endpoint.
 */
const CONNECTIONS_PER_ORIGIN = 16;

/**
 * The connection pools of deliveries: keep-alive connections per receiver origin, reused by the
 * next deliveries; the public-only one refuses private addresses (production). No HTTP/1.1
 * pipelining: undici never pipelines a POST (a non-idempotent request), and a receiver that
 * closes a pipelined connection would fail the requests queued behind one without sending them.
 */
const privateAllowedAgent = new Agent({
  keepAliveTimeout: 10_000,
  connections: CONNECTIONS_PER_ORIGIN,
});
const publicOnlyAgent = newPublicOnlyAgent({ connections: CONNECTIONS_PER_ORIGIN });

/**
 * One HTTP POST of a stored envelope. Any 2xx succeeds; another status, a network error or no
 * answer within `timeoutMs` fails. Redirects are not followed (undici's `request` follows none):
 * a 3xx is a failure too, so a signed body never goes to an address nobody registered. With
 * `publicOnly`, an address on a private network (by IP literal or by what the name resolves to)
 * is refused before connecting. `request` rather than `fetch`: the same HTTP without WHATWG
 * Request, Response, stream and abort-controller objects per delivery (in the profile of the
 * fetch version they cost more than the signature and the request bytes themselves).
 */
export async function sendDelivery(
  url: string,
  secret: string,
  payload: string,
  timeoutMs: number,
  publicOnly: boolean,
): Promise<SendResult> {
  try {
    if (publicOnly) refusePrivateLiteral(url);
    const response = await request(url, {
      dispatcher: publicOnly ? publicOnlyAgent : privateAllowedAgent,
      method: 'POST',
      headers: {
        'content-type': CLOUDEVENTS_JSON,
        [SIGNATURE_HEADER]: signature(secret, payload),
        'user-agent': 'platform-webhooks/1',
      },
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed, but reading it frees the connection for the next delivery.
    await response.body.dump().catch(() => undefined);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return {
      ok,
      statusCode: response.statusCode,
      error: ok ? null : `receiver answered ${response.statusCode}`,
    };
  } catch (error) {
    const refused =
      error instanceof PrivateTargetError ? error : (error as { cause?: unknown }).cause;
    if (refused instanceof PrivateTargetError)
      return { ok: false, statusCode: null, error: `refused: ${refused.message}` };
    const name = (error as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return {
      ok: false,
      statusCode: null,
      error: timedOut
        ? `no answer within ${timeoutMs} ms`
        : `request failed: ${(error as Error).message}`,
    };
  }
}
