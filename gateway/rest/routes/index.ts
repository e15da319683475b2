import type { RestRoute } from '../route';
import { identityRoutes } from './identity';

/** Every documented REST path, by service. */
export const restRoutes: RestRoute[] = [...identityRoutes];
