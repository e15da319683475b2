import type { RestRoute } from '../route';

/** REST paths of quotes and orders. */
export const dealRoutes: RestRoute[] = [];
