import type { DatasetContract } from '../../../lib/reports/datasets';

/**
 * The events service's report datasets (docs/reports.md, Datasets): served by eventsReportPage.
 * Ticket codes are never stored, so no column could hold one; attendee contacts are there for
 * the organizer's door lists.
 */
export const EVENTS_DATASETS = {
  events: {
    service: 'events',
    field: 'eventsReportPage',
    columns: [
      'id',
      'created_at',
      'title',
      'status',
      'starts_at',
      'ends_at',
      'timezone',
      'venue_listing_id',
      'venue_name',
      'venue_city',
      'venue_country',
      'capacity',
      'refund_cutoff_hours',
      'organizer_id',
      'published_at',
      'cancelled_at',
      'ended_at',
      'tickets_sold',
      'tickets_checked_in',
      'revenue_credits',
    ],
    statuses: ['draft', 'published', 'cancelled', 'ended'],
  },
  tickets: {
    service: 'events',
    field: 'eventsReportPage',
    columns: [
      'id',
      'created_at',
      'event_id',
      'ticket_type_id',
      'ticket_type_name',
      'order_id',
      'holder_id',
      'attendee_name',
      'attendee_email',
      'price_credits',
      'status',
      'checked_in_at',
      'refunded_at',
      'cancelled_at',
    ],
    statuses: ['valid', 'checked_in', 'refunded', 'cancelled'],
  },
} as const satisfies Record<string, DatasetContract>;
