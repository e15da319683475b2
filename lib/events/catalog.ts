import { newEvent, type PlatformEvent } from './bus';

/*
 * Every event type's name, written once: a topic is `platform.<type>.v1` for every service alike
 * (topicOf in lib/events/bus.ts), so the names are one namespace, and one list of them is what the
 * linter checks (eslint.config.mjs, `house/event-names-from-catalog`: a bare name anywhere else
 * is an error). The emitting service's common/events.ts re-exports its names beside their data
 * shapes, which stay its contract. Then the webhook catalogue (docs/api/integrations.md,
 * "Events"; the data of each type in docs/events.md): each webhook type with its CloudEvents
 * source, sent as `urn:platform:<source>`. The sources are names of that contract, which receivers
 * filter on; they are not the names of this repository's services (identity emits as user-svc,
 * auth-svc, team-svc and wallet-svc).
 */

// Webhook types (EVENT_SOURCES below), by the service that emits them.
// identity
export const USER_REGISTERED = 'user.registered';
export const USER_VERIFIED = 'user.verified';
export const TEAM_MEMBER_ADDED = 'team.member_added';
export const TEAM_ROLE_CHANGED = 'team.role_changed';
export const PAYMENT_COMPLETED = 'payment.completed';
export const PAYMENT_FAILED = 'payment.failed';
// marketplace, ai
export const BOOKING_CONFIRMED = 'booking.confirmed';
export const INFERENCE_COMPLETE = 'ai.inference_complete';
// events
export const EVENT_CREATED = 'event.created';
export const EVENT_PUBLISHED = 'event.published';
export const EVENT_CANCELLED = 'event.cancelled';
export const TICKET_PURCHASED = 'ticket.purchased';
export const TICKET_CHECKED_IN = 'ticket.checked_in';
export const TICKET_REFUNDED = 'ticket.refunded';

// Internal types: they never leave the platform; each is explained in its service's
// common/events.ts.
// identity: a link's token for the mail sender; ended sessions for every gateway
export const VERIFICATION_REQUESTED = 'identity.email_verification_requested';
export const PASSWORD_RESET_REQUESTED = 'identity.password_reset_requested';
export const INVITATION_CREATED = 'identity.invitation_created';
export const SESSIONS_ENDED = 'identity.sessions_ended';
// ai, events, integrations, notifications
export const ANSWER_DELTA = 'ai.answer.delta';
export const TICKET_SALES_CHANGED = 'events.ticket_sales_changed';
export const ENDPOINT_DISABLED = 'integrations.endpoint.disabled';
export const NOTIFICATION_ADDED = 'notifications.notification_added';
// media, ml
export const JOB_UPDATED = 'media.job.updated';
export const MEDIA_JOB_FINISHED = 'media.job.finished';
export const TRAINING_PROGRESS = 'ml.training.progress';
export const DRIFT_DETECTED = 'ml.drift.detected';
export const TRAINING_FINISHED = 'ml.training.finished';
// reports (a delivery is sent to its endpoint as report.export_completed)
export const EXPORT_UPDATED = 'reports.export.updated';
export const EXPORT_FINISHED = 'reports.export.finished';
export const EXPORT_DELIVERY = 'reports.export.delivery';
export const EXPORT_COMPLETED_TYPE = 'report.export_completed';
// ads (docs/api/ads.md, "Events")
export const ADS_CAMPAIGN_CREATED = 'ads.campaign.created';
export const ADS_CAMPAIGN_UPDATED = 'ads.campaign.updated';
export const ADS_CAMPAIGN_DELETED = 'ads.campaign.deleted';
export const ADS_BROADCAST_REQUESTED = 'ads.broadcast.requested';
export const ADS_BROADCAST_DELIVERED = 'ads.broadcast.delivered';
export const ADS_SPHERE_PLACEMENT = 'ads.sphere.placement';
export const ADS_SEARCH_PROMOTED = 'ads.search.promoted';
export const ADS_PRICING_UPDATED = 'ads.pricing.updated';
export const ADS_REVIEW_REQUESTED = 'ads.campaign.review.requested';
export const ADS_REVIEW_COMPLETED = 'ads.campaign.review.completed';

/**
 * Every type of the catalogue with its CloudEvents source, and (in the comment) the service of
 * this repository that records it: each one is emitted here.
 */
export const EVENT_SOURCES = {
  [USER_REGISTERED]: 'user-svc', // identity
  [USER_VERIFIED]: 'auth-svc', // identity
  [TEAM_MEMBER_ADDED]: 'team-svc', // identity
  [TEAM_ROLE_CHANGED]: 'team-svc', // identity
  [PAYMENT_COMPLETED]: 'wallet-svc', // identity
  [PAYMENT_FAILED]: 'wallet-svc', // identity
  [BOOKING_CONFIRMED]: 'booking-svc', // marketplace
  [INFERENCE_COMPLETE]: 'llm-orch-svc', // ai
  [EVENT_CREATED]: 'event-svc', // events
  [EVENT_PUBLISHED]: 'event-svc', // events
  [EVENT_CANCELLED]: 'event-svc', // events
  [TICKET_PURCHASED]: 'ticketing-svc', // events
  [TICKET_CHECKED_IN]: 'ticketing-svc', // events
  [TICKET_REFUNDED]: 'ticketing-svc', // events
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
  EVENT_CREATED,
  EVENT_PUBLISHED,
  EVENT_CANCELLED,
  TICKET_PURCHASED,
  TICKET_CHECKED_IN,
  TICKET_REFUNDED,
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
