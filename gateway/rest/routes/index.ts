import type { RestRoute } from '../route';
import { identityRoutes } from './identity';
import { marketplaceRoutes } from './marketplace';

/** Every documented REST path, by service. */
export const restRoutes: RestRoute[] = [...identityRoutes, ...marketplaceRoutes];
