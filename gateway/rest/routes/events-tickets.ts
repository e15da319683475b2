import type { RestRoute } from '../route';
import { eventsRoute, ONE } from './events-common';

/** A ticket as every events path answers it (`code` only for its holder, organizer and admins). */
export const TICKET = `id eventId ticketTypeId orderId holderId attendeeName attendeeEmail priceCredits status code
  checkedInAt refundedAt cancelledAt createdAt`;

const { query, mutation } = eventsRoute;

/** REST paths of `subgraphs/events/tickets/`: docs/api/events.md, "Tickets". */
export const eventsTicketsRoutes: RestRoute[] = [
  query(
    '/tickets',
    "The caller's tickets, newest first; eventId, status, limit, cursor",
    'myTickets',
    TICKET,
    '$eventId: ID, $status: TicketStatus, $limit: Int, $cursor: String',
    { paginated: true, errors: [400, 401] },
  ),
  query(
    '/tickets/:id',
    'Get a ticket with its code (its holder, the event organizer, admins)',
    'ticket',
    TICKET,
    '$id: ID!',
    ONE,
  ),
  mutation(
    '/tickets/:id/refund',
    'Refund a valid ticket: the holder until the cutoff, the organizer or an admin any time',
    'refundTicket',
    TICKET,
    '$id: ID!',
    { errors: [400, 401, 404], codes: ['INVALID_STATE'] },
  ),
];
