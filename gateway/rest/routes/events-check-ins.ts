import type { RestRoute } from '../route';
import { eventsRoute } from './events-common';

/** A ticket as check-in answers it (its `code` only for its holder, the organizer and admins). */
const CHECKED_IN = `id eventId ticketTypeId orderId holderId attendeeName attendeeEmail priceCredits status code
  checkedInAt refundedAt cancelledAt createdAt`;

const { mutation } = eventsRoute;

/** REST paths of `subgraphs/events/check-ins/`: docs/api/events.md, "Check-in". */
export const eventsCheckInsRoutes: RestRoute[] = [
  mutation(
    '/check-ins',
    "Check a ticket in by its code (the event's organizer, staff teams, admins); 409 ALREADY_CHECKED_IN naming when, 409 INVALID_STATE when refunded or cancelled",
    'checkInTicket',
    CHECKED_IN,
    '$input: CheckInInput!',
    { errors: [400, 401, 403, 404, 409], codes: ['INVALID_STATE'] },
  ),
];
