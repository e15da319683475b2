import { newEvent, type PlatformEvent } from './bus';

/** The webhook catalogue (docs/api/integrations.md, Events): each event type with the service that emits it. */
export const EVENT_SOURCES = {
  'event.created': 'event-svc',
  'event.published': 'event-svc',
  'event.cancelled': 'event-svc',
  'ticket.purchased': 'ticketing-svc',
  'ticket.checked_in': 'ticketing-svc',
  'ticket.refunded': 'ticketing-svc',
  'user.registered': 'user-svc',
  'user.verified': 'auth-svc',
  'team.member_added': 'team-svc',
  'team.role_changed': 'team-svc',
  'payment.completed': 'wallet-svc',
  'payment.failed': 'wallet-svc',
  'booking.confirmed': 'booking-svc',
  'ai.inference_complete': 'llm-orch-svc',
} as const;

export type WebhookEventType = keyof typeof EVENT_SOURCES;

export const EVENT_TYPES = Object.keys(EVENT_SOURCES) as WebhookEventType[];

export function isEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EVENT_SOURCES, value);
}

/** Types no service here emits: they come in through publishEvent (role system). */
export const PUBLISHABLE_TYPES = EVENT_TYPES.filter(
  (type) => type.startsWith('event.') || type.startsWith('ticket.'),
);

/** A webhook-catalogue event, with the CloudEvents source of the service that owns its type. */
export function catalogEvent<T>(
  type: WebhookEventType,
  tenantId: string,
  data: T,
  options: { requestId?: string; subject?: string } = {},
): PlatformEvent<T> {
  return {
    ...newEvent(type, tenantId, data, options.requestId),
    source: `urn:platform:${EVENT_SOURCES[type]}`,
    subject: options.subject,
  };
}
