import type { RestRoute } from '../route';
import { successorRoute, type Successor } from '../successor-routes';
import { V2_PRICE_FIELDS } from './events-common';
import { eventsCheckInsRoutes } from './events-check-ins';
import { eventsEventsRoutes } from './events-events';
import { eventsOrdersRoutes } from './events-orders';
import { eventsTicketsQrRoutes } from './events-tickets-qr';
import { eventsTicketTypesRoutes } from './events-ticket-types';
import { eventsTicketsRoutes } from './events-tickets';

/**
 * Events v2.1 (/events/v2): v1's paths over the same rows with v1's two breaking changes applied
 * (docs/api/events.md, "Versions"), written as those changes (../successor-routes.ts) so the two
 * tables cannot drift: money as `pricing { base tax total currency }` where v1 answers
 * `priceCredits` and `totalCredits`, and `Idempotency-Key` required on every POST. Answers carry
 * `meta.api_version` "2.1"; a ticket type's body takes `pricing` and refuses v1's `priceCredits`.
 */
const PRICING = 'pricing { base tax total currency }';

const EVENTS_V2: Successor = {
  from: '/events/v1',
  to: '/events/v2',
  apiVersion: '2.1',
  operation: (operation) =>
    operation.replace(/\s*\btotalCredits\b/g, '').replace(/\bpriceCredits\b/g, PRICING),
  route: (v1) => (v1.refusedBodyFields ? { refusedBodyFields: V2_PRICE_FIELDS } : {}),
};

/** REST paths of events v2.1: every v1 path, in the same order. */
export const eventsV2Routes: RestRoute[] = [
  ...eventsEventsRoutes,
  ...eventsTicketTypesRoutes,
  ...eventsTicketsQrRoutes,
  ...eventsCheckInsRoutes,
  ...eventsOrdersRoutes,
  ...eventsTicketsRoutes,
].map((route) => successorRoute(EVENTS_V2, route));
