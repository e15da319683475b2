import type { RestRoute } from '../route';
import { V2_PRICE_FIELDS } from './events-common';
import { eventsCheckInsRoutes } from './events-check-ins';
import { eventsEventsRoutes } from './events-events';
import { eventsOrdersRoutes } from './events-orders';
import { eventsTicketsQrRoutes } from './events-tickets-qr';
import { eventsTicketTypesRoutes } from './events-ticket-types';
import { eventsTicketsRoutes } from './events-tickets';

/**
 * Events v2.1 (/events/v2): v1's paths over the same rows with v1's two breaking changes applied
 * (docs/api/events.md, "Versions"), written as those changes so the two tables cannot drift:
 * money as `pricing { base tax total currency }` where v1 answers `priceCredits` and
 * `totalCredits`, and `Idempotency-Key` required on every POST. Answers carry
 * `meta.api_version` "2.1"; a ticket type's body takes `pricing` and refuses v1's `priceCredits`.
 */
const V1 = '/events/v1';
const V2 = '/events/v2';
const META = { api_version: '2.1' };
const PRICING = 'pricing { base tax total currency }';

/** v1's operation text with v2's money fields; the operation named apart (OpenAPI operationIds). */
function v2Operation(operation: string): string {
  return operation
    .replace(/^(query|mutation) (\w+)/, '$1 $2V2')
    .replace(/\s*\btotalCredits\b/g, '')
    .replace(/\bpriceCredits\b/g, PRICING);
}

function toV2(route: RestRoute): RestRoute {
  return {
    ...route,
    path: `${V2}${route.path.slice(V1.length)}`,
    operation: v2Operation(route.operation),
    meta: { ...route.meta, ...META },
    ...(route.method === 'POST' ? { requireIdempotencyKey: true } : {}),
    ...(route.refusedBodyFields ? { refusedBodyFields: V2_PRICE_FIELDS } : {}),
  };
}

/** REST paths of events v2.1: every v1 path, in the same order. */
export const eventsV2Routes: RestRoute[] = [
  ...eventsEventsRoutes,
  ...eventsTicketTypesRoutes,
  ...eventsTicketsQrRoutes,
  ...eventsCheckInsRoutes,
  ...eventsOrdersRoutes,
  ...eventsTicketsRoutes,
].map(toV2);
