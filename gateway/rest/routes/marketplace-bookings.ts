import type { RestRoute } from '../route';

/** REST paths of bookings, versions 1 and 2 (/booking/v1, /booking/v2). */
export const bookingRoutes: RestRoute[] = [];
