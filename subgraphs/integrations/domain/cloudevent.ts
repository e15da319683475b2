import { createHmac } from 'node:crypto';
import type { PlatformEvent } from '../../../lib/events/bus';
import { EVENT_SOURCES, type WebhookEventType } from '../../../lib/events/catalog';

export const SIGNATURE_HEADER = 'x-platform-signature';
export const CLOUDEVENTS_CONTENT_TYPE = 'application/cloudevents+json';

/** The CloudEvents 1.0 structured envelope of document 3, section 6.1. */
export interface WebhookCloudEvent {
  specversion: '1.0';
  type: string;
  source: string;
  id: string;
  time: string;
  datacontenttype: 'application/json';
  tenantid: string;
  data: unknown;
}

export function toCloudEvent(event: PlatformEvent & { type: WebhookEventType }): WebhookCloudEvent {
  return {
    specversion: '1.0',
    type: `platform.${event.type}.v1`,
    source: `urn:platform:${EVENT_SOURCES[event.type]}`,
    id: event.id,
    time: new Date(event.time).toISOString(),
    datacontenttype: 'application/json',
    tenantid: event.tenantId,
    data: event.data ?? {},
  };
}

/** `sha256=` and the lowercase hex HMAC-SHA256 of the exact bytes sent, keyed with the endpoint secret. */
export function signature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}
