import type { RestRoute } from '../route';

/** Media paths of SPEC section 6 under /media/v1 (camel-case envelope). */
export const mediaRoutes: RestRoute[] = [];
