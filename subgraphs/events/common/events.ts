import {
  catalogEvent,
  EVENT_CANCELLED,
  EVENT_CREATED,
  EVENT_PUBLISHED,
  TICKET_CHECKED_IN,
  TICKET_PURCHASED,
  TICKET_REFUNDED,
  TICKET_SALES_CHANGED,
} from '../../../lib/events/catalog';
import { newEvent, type PlatformEvent } from '../../../lib/events/bus';

/*
 * The events service's event contract (docs/api/events.md, "Events out"; docs/events.md, "Data"):
 * the six webhook types under the sources event-svc and ticketing-svc (lib/events/catalog.ts),
 * and the internal change of an event's counts that the gateway's `ticketSales` follows. Every
 * one is written through the outbox in the transaction of the move it reports. The names are the
 * catalogue's, re-exported for the consumers (notifications, integrations, tests).
 */

export {
  EVENT_CANCELLED,
  EVENT_CREATED,
  EVENT_PUBLISHED,
  TICKET_PURCHASED,
  TICKET_REFUNDED,
  TICKET_SALES_CHANGED,
};

/** Ticket amounts are credits; the webhook contract wants a three-letter currency code. */
export const TICKET_CURRENCY = 'CRD';

/** event.created, event.published, event.cancelled. */
export interface EventChangedData {
  eventId: string;
  title: string;
  organizerId: string;
  status: string;
  startsAt: string;
  endsAt: string;
  timezone: string;
  venueListingId: string | null;
  capacity: number;
  /** event.cancelled only: the organizer's reason, or null. */
  reason?: string | null;
}

/** ticket.purchased: the contract's fields first, then ours. */
export interface TicketPurchasedData {
  ticketId: string;
  eventId: string;
  buyerId: string;
  amount: number;
  currency: string;
  orderId: string;
  ticketTypeId: string;
  teamId: string | null;
}

/** ticket.checked_in. */
export interface TicketCheckedInData {
  ticketId: string;
  eventId: string;
  holderId: string;
  checkedInAt: string;
  checkedInBy: string;
}

/** ticket.refunded: a refund by request (`refunded`) or the event's cancellation (`event_cancelled`). */
export interface TicketRefundedData {
  ticketId: string;
  eventId: string;
  holderId: string;
  amount: number;
  currency: string;
  reason: 'refunded' | 'event_cancelled';
  refundedAt: string;
}

type EventType = typeof EVENT_CREATED | typeof EVENT_PUBLISHED | typeof EVENT_CANCELLED;

export function eventChanged(
  type: EventType,
  tenantId: string,
  data: EventChangedData,
  requestId?: string,
): PlatformEvent<EventChangedData> {
  return catalogEvent(type, tenantId, data, { requestId, subject: data.eventId });
}

export function ticketPurchased(
  tenantId: string,
  data: TicketPurchasedData,
  requestId?: string,
): PlatformEvent<TicketPurchasedData> {
  return catalogEvent(TICKET_PURCHASED, tenantId, data, { requestId, subject: data.ticketId });
}

export function ticketCheckedIn(
  tenantId: string,
  data: TicketCheckedInData,
  requestId?: string,
): PlatformEvent<TicketCheckedInData> {
  return catalogEvent(TICKET_CHECKED_IN, tenantId, data, { requestId, subject: data.ticketId });
}

export function ticketRefunded(
  tenantId: string,
  data: TicketRefundedData,
  requestId?: string,
): PlatformEvent<TicketRefundedData> {
  return catalogEvent(TICKET_REFUNDED, tenantId, data, { requestId, subject: data.ticketId });
}

/**
 * An event's ticket counts changed (a sale, refund, cancellation or check-in), or the event
 * ended or was cancelled: the gateway's `ticketSales(eventId)` reads the counts again. Internal,
 * not a webhook type (TICKET_SALES_CHANGED); it carries no counts, only when to look.
 */
export interface TicketSalesChangedData {
  eventId: string;
}

export function ticketSalesChanged(
  tenantId: string,
  eventId: string,
  requestId?: string,
): PlatformEvent<TicketSalesChangedData> {
  return { ...newEvent(TICKET_SALES_CHANGED, tenantId, { eventId }, requestId), subject: eventId };
}
