import type { RestRoute } from '../route';
import { eventsRoute } from './events-common';
import { TICKET } from './events-tickets';

const { mutation } = eventsRoute;

/** REST paths of `subgraphs/events/check-ins/`: docs/api/events.md, "Check-in". */
export const eventsCheckInsRoutes: RestRoute[] = [
  mutation(
    '/check-ins',
    "Check a ticket in by its code (the event's organizer, staff teams, admins); 409 ALREADY_CHECKED_IN naming when, 409 INVALID_STATE when refunded or cancelled",
    'checkInTicket',
    TICKET,
    '$input: CheckInInput!',
    {
      errors: [400, 401, 403, 404, 409],
      codes: ['INVALID_STATE', 'ALREADY_CHECKED_IN'],
      codeStatus: { INVALID_STATE: 409 },
    },
  ),
];
