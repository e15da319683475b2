import { createHmac } from 'node:crypto';
import type { PlatformEvent } from '../../../lib/events/bus';
import { EVENT_SOURCES, type WebhookEventType } from '../../../lib/events/catalog';
import { toStructuredCloudEvent, type StructuredCloudEvent } from '../../../lib/events/cloudevent';

export const SIGNATURE_HEADER = 'x-platform-signature';

/**
 * The CloudEvents 1.0 structured envelope of a webhook delivery (docs/api/integrations.md,
 * Events; docs/webhooks.md, "Delivery"): the envelope the platform writes to Kafka, with the
 * source of the service that owns the type and exactly the documented attributes (no `subject`,
 * no `requestid` or `traceparent` extension: request ids and traces stay inside the platform).
 */
export function toCloudEvent(
  event: PlatformEvent & { type: WebhookEventType },
): StructuredCloudEvent {
  return toStructuredCloudEvent({
    ...event,
    source: `urn:platform:${EVENT_SOURCES[event.type]}`,
    subject: undefined,
    requestId: undefined,
    traceparent: undefined,
  });
}

/** `sha256=` and the lowercase hex HMAC-SHA256 of the exact bytes sent, keyed with the endpoint secret. */
export function signature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/**
 * The Standard Webhooks headers of one attempt (docs/webhooks.md, "Delivery"): the event's id,
 * the attempt's time in Unix seconds, and `v1,` with the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` keyed with the endpoint secret's UTF-8 bytes, so a receiver's
 * `standardwebhooks` library verifies it given the secret as `whsec_` + base64 of those bytes,
 * and refuses a replay by its time.
 */
export function standardWebhookHeaders(
  secret: string,
  eventId: string,
  at: Date,
  rawBody: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signed = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${eventId}.${timestamp}.${rawBody}`, 'utf8')
    .digest('base64');
  return {
    'webhook-id': eventId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signed}`,
  };
}
