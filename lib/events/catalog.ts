import { newEvent, type PlatformEvent } from './bus';

/*
 * The webhook catalogue (docs/api/integrations.md, "Events"; the data of each type in
 * docs/events.md): each event type with its CloudEvents source, sent as `urn:platform:<source>`.
 * The sources are names of that contract, which receivers filter on; they are not the names of
 * this repository's services (identity emits as user-svc, auth-svc, team-svc and wallet-svc).
 */

/**
 * Every type of the catalogue with its CloudEvents source, and (in the comment) the service of
 * this repository that records it: each one is emitted here.
 */
export const EVENT_SOURCES = {
  'user.registered': 'user-svc', // identity
  'user.verified': 'auth-svc', // identity
  'team.member_added': 'team-svc', // identity
  'team.role_changed': 'team-svc', // identity
  'payment.completed': 'wallet-svc', // identity
  'payment.failed': 'wallet-svc', // identity
  'booking.confirmed': 'booking-svc', // marketplace
  'ai.inference_complete': 'llm-orch-svc', // ai
  'event.created': 'event-svc', // events
  'event.published': 'event-svc', // events
  'event.cancelled': 'event-svc', // events
  'ticket.purchased': 'ticketing-svc', // events
  'ticket.checked_in': 'ticketing-svc', // events
  'ticket.refunded': 'ticketing-svc', // events
} as const;

export type WebhookEventType = keyof typeof EVENT_SOURCES;

export const EVENT_TYPES = Object.keys(EVENT_SOURCES) as WebhookEventType[];

export function isEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EVENT_SOURCES, value);
}

/**
 * Types a `system` caller may also publish through integrations' publishEvent (docs/webhooks.md,
 * "Events in"): the events service emits them (subgraphs/events/common/events.ts), and other
 * producers of events and tickets (a box office outside this platform) keep this path.
 */
export const PUBLISHABLE_TYPES: WebhookEventType[] = [
  'event.created',
  'event.published',
  'event.cancelled',
  'ticket.purchased',
  'ticket.checked_in',
  'ticket.refunded',
];

/** A webhook-catalogue event, with its type's CloudEvents source. */
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
