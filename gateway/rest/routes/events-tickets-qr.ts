import type { RestRoute } from '../route';
import { eventsRoute } from './events-common';

const { query } = eventsRoute;

/** The QR path of `subgraphs/events/tickets/` (qr-*.ts): docs/api/events.md, "Tickets". */
export const eventsTicketsQrRoutes: RestRoute[] = [
  query(
    '/tickets/:id/qr',
    "The ticket's code as a QR image: PNG, or SVG with format=svg (its holder, the organizer, admins)",
    'ticketQr',
    'contentType body',
    '$id: ID!, $format: TicketQrFormat',
    {
      inline: { 'image/png': 'base64', 'image/svg+xml': 'text' },
      errors: [400, 401, 404],
    },
  ),
];
