import { routeBuilder, type RestRoute } from '../route';

const HEALTH = 'probe status database checkedAt';

const { route } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/health/`: docs/api/marketplace.md, Paths. */
export const marketplaceHealthRoutes: RestRoute[] = [
  // Public probes in the standard envelope; the probe is a literal argument; readiness is 503 without its database.
  route(
    'GET',
    '/health/live',
    'Liveness of the marketplace service (no token needed)',
    `query MarketplaceHealthLive { marketplaceHealth(probe: live) { ${HEALTH} } }`,
    'marketplaceHealth',
    { public: true, errors: [] },
  ),
  route(
    'GET',
    '/health/ready',
    'Readiness of the marketplace service: checks the database (no token needed)',
    `query MarketplaceHealthReady { marketplaceHealth(probe: ready) { ${HEALTH} } }`,
    'marketplaceHealth',
    { public: true, errors: [503] },
  ),
];
