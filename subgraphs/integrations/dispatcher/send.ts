import { CLOUDEVENTS_JSON } from '../../../lib/events/cloudevent';
import { SIGNATURE_HEADER, signature, standardWebhookHeaders } from '../events/cloudevent';
import {
  guardedRequest,
  newGuardedAgent,
  refusalOf,
} from '../../../lib/http/targets/guarded-agent';

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
 * The connection pool of deliveries: keep-alive connections per receiver origin, reused by the
 * next deliveries, under the address policy (lib/http/targets/guarded-agent.ts). No HTTP/1.1
 * pipelining: undici never pipelines a POST (a non-idempotent request), and a receiver that
 * closes a pipelined connection would fail the requests queued behind one without sending them.
 */
const deliveryAgent = newGuardedAgent({ connections: CONNECTIONS_PER_ORIGIN });

/**
 * One HTTP POST of a stored envelope. Any 2xx succeeds; another status, a network error or no
 * answer within `timeoutMs` fails. Redirects are not followed (undici's `request` follows none):
 * a 3xx is a failure too, so a signed body never goes to an address nobody registered. A target
 * the address policy refuses (by IP literal, local name or what the name resolves to now) is
 * refused before connecting: a failed attempt. `request` rather than `fetch`: the same HTTP without WHATWG
 * Request, Response, stream and abort-controller objects per delivery (in the profile of the
 * fetch version they cost more than the signature and the request bytes themselves).
 */
export async function sendDelivery(
  url: string,
  secret: string,
  /** The event's id and the attempt's time: what the Standard Webhooks headers sign beside the body. */
  attempt: { eventId: string; at: Date },
  payload: string,
  timeoutMs: number,
): Promise<SendResult> {
  try {
    const response = await guardedRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': CLOUDEVENTS_JSON,
          [SIGNATURE_HEADER]: signature(secret, payload),
          ...standardWebhookHeaders(secret, attempt.eventId, attempt.at, payload),
          'user-agent': 'platform-webhooks/1',
        },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      },
      deliveryAgent,
    );
    // The body is not needed, but reading it frees the connection for the next delivery.
    await response.body.dump().catch(() => undefined);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return {
      ok,
      statusCode: response.statusCode,
      error: ok ? null : `receiver answered ${response.statusCode}`,
    };
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return { ok: false, statusCode: null, error: `refused: ${refused.message}` };
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
