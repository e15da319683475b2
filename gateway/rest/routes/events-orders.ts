import type { RestRoute } from '../route';
import { eventsRoute } from './events-common';
import { TICKET } from './events-tickets';

const ORDER = `id eventId ticketTypeId buyerId teamId quantity priceCredits totalCredits status createdAt
  tickets { ${TICKET} }`;

const { mutation } = eventsRoute;

/** REST paths of `subgraphs/events/orders/`: docs/api/events.md, "Orders". */
export const eventsOrdersRoutes: RestRoute[] = [
  mutation(
    '/events/:eventId/orders',
    'Buy tickets of a published event (ticketTypeId, quantity, attendees, teamId); 409 SOLD_OUT',
    'buyTickets',
    ORDER,
    '$eventId: ID!, $input: BuyTicketsInput!',
    { status: 201, errors: [400, 401, 402, 403, 404, 409], codes: ['INVALID_STATE'] },
  ),
];
