import type { RestRoute } from '../route';

/** REST paths of the further operation groups. */
export const groupRoutes: RestRoute[] = [];
