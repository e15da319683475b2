import type { RestRoute } from '../route';
import { CHANGE, ONE, eventsRoute } from './events-common';

const EVENT = `id tenantId title description startsAt endsAt timezone
  venue { listingId name address city country } capacity coverImage refundCutoffHours staffTeamIds
  status organizerId publishedAt cancelledAt cancelReason endedAt createdAt updatedAt`;

const { query, mutation } = eventsRoute;

/** REST paths of `subgraphs/events/events/`: docs/api/events.md, "Events". */
export const eventsEventsRoutes: RestRoute[] = [
  mutation(
    '/events',
    'Create a draft event (organizer, admin)',
    'createEvent',
    EVENT,
    '$input: CreateEventInput!',
    { status: 201, errors: [400, 401, 403] },
  ),
  query(
    '/events',
    'Events soonest first: published (or status), from, to, city, q, mine, limit, cursor',
    'events',
    EVENT,
    '$from: DateTime, $to: DateTime, $city: String, $q: String, $status: EventStatus, $mine: Boolean, $limit: Int, $cursor: String',
    { paginated: true, errors: [400, 401] },
  ),
  query('/events/:id', 'Get an event', 'event', EVENT, '$id: ID!', ONE),
  mutation(
    '/events/:id',
    'Change a draft or published event (its organizer or an admin)',
    'updateEvent',
    EVENT,
    '$id: ID!, $input: UpdateEventInput!',
    { method: 'PATCH', ...CHANGE },
  ),
  mutation(
    '/events/:id/publish',
    'Publish a draft event with at least one ticket type',
    'publishTicketedEvent',
    EVENT,
    '$id: ID!',
    CHANGE,
  ),
  mutation(
    '/events/:id/cancel',
    'Cancel a draft or published event; every valid ticket is refunded',
    'cancelEvent',
    EVENT,
    '$id: ID!, $input: CancelEventInput',
    CHANGE,
  ),
];
