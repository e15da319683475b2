import { newEvent, type PlatformEvent } from './bus';

/*
 * The webhook catalogue (docs/api/integrations.md, "Events"; the data of each type in
 * docs/events.md): each event type with its CloudEvents source, sent as `urn:platform:<source>`.
 * The sources are names of that contract, which receivers filter on; they are not the names of
 * this repository's services (identity emits as user-svc, auth-svc, team-svc and wallet-svc).
 */

/** Types a service of this repository emits, with the service that records them. */
const EMITTED_HERE = {
  'user.registered': 'user-svc', // identity
  'user.verified': 'auth-svc', // identity
  'team.member_added': 'team-svc', // identity
  'team.role_changed': 'team-svc', // identity
  'payment.completed': 'wallet-svc', // identity
  'payment.failed': 'wallet-svc', // identity
  'booking.confirmed': 'booking-svc', // marketplace
  'ai.inference_complete': 'llm-orch-svc', // ai
} as const;

/**
 * Types of the events and ticketing service, which is not built here: it is planned in a later
 * issue. Until it exists nothing here emits them; a `system` caller publishes them through
 * integrations' publishEvent (docs/webhooks.md, "Events in"), under these sources.
 */
const OF_SERVICES_NOT_BUILT = {
  'event.created': 'event-svc',
  'event.published': 'event-svc',
  'event.cancelled': 'event-svc',
  'ticket.purchased': 'ticketing-svc',
  'ticket.checked_in': 'ticketing-svc',
  'ticket.refunded': 'ticketing-svc',
} as const;

/** Every type of the catalogue with its CloudEvents source. */
export const EVENT_SOURCES = { ...OF_SERVICES_NOT_BUILT, ...EMITTED_HERE } as const;

export type WebhookEventType = keyof typeof EVENT_SOURCES;

export const EVENT_TYPES = Object.keys(EVENT_SOURCES) as WebhookEventType[];

export function isEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EVENT_SOURCES, value);
}

/** Types no service here emits: they come in through publishEvent (role system). */
export const PUBLISHABLE_TYPES = Object.keys(OF_SERVICES_NOT_BUILT) as WebhookEventType[];

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
