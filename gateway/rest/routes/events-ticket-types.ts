import type { RestRoute } from '../route';
import { CHANGE, ONE, eventsRoute, V1_PRICE_FIELDS } from './events-common';

const TICKET_TYPE = `id eventId name priceCredits quantity sold available salesStart salesEnd
  maxPerOrder createdAt updatedAt`;

const { query, mutation } = eventsRoute;

/** REST paths of `subgraphs/events/ticket-types/`: docs/api/events.md, "Ticket types". */
export const eventsTicketTypesRoutes: RestRoute[] = [
  mutation(
    '/events/:eventId/ticket-types',
    'Add a ticket type to a draft or published event',
    'createTicketType',
    TICKET_TYPE,
    '$eventId: ID!, $input: CreateTicketTypeInput!',
    { status: 201, ...CHANGE, refusedBodyFields: V1_PRICE_FIELDS },
  ),
  query(
    '/events/:eventId/ticket-types',
    "An event's ticket types, oldest first",
    'eventTicketTypes',
    TICKET_TYPE,
    '$eventId: ID!',
    ONE,
  ),
  mutation(
    '/ticket-types/:id',
    'Change a ticket type (quantity never below sold, price only while none is sold)',
    'updateTicketType',
    TICKET_TYPE,
    '$id: ID!, $input: UpdateTicketTypeInput!',
    { method: 'PATCH', ...CHANGE, refusedBodyFields: V1_PRICE_FIELDS },
  ),
];
