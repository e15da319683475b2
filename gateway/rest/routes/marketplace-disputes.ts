import type { RestRoute } from '../route';

/** REST paths of disputes, collaborations and analytics. */
export const disputeRoutes: RestRoute[] = [];
