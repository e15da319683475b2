import { routeBuilder, type RestRoute } from '../route';

// What the events service's route files share (as subgraphs/events/common/ does for its features).

/** The route builder of every events-<feature>.ts route file: docs/api/events.md, "Paths". */
export const eventsRoute = routeBuilder('events', '/events/v1');

export type Contract = Pick<RestRoute, 'errors' | 'codes'>;
/** A read of one thing by id: drafts of others and other tenants' things are 404. */
export const ONE: Contract = { errors: [401, 404] };
/** A change by the event's organizer or an admin, in the states that allow it (400). */
export const CHANGE: Contract = { errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] };

/**
 * A ticket type's price in the other version's field, refused on the field (the GraphQL input
 * takes both; ./events-v2.ts): v1 takes `priceCredits`, v2 `pricing`.
 */
export const V1_PRICE_FIELDS = { pricing: 'is a field of events v2; v1 takes priceCredits' };
export const V2_PRICE_FIELDS = { priceCredits: 'is a field of events v1; v2 takes pricing' };
