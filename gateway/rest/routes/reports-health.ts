import type { RestRoute } from '../route';
import { reportsRoute } from './reports-common';

const { route } = reportsRoute;

const HEALTH = 'probe status database checkedAt';

/** Liveness and readiness (subgraphs/reports/health/). */
export const reportsHealthRoutes: RestRoute[] = [
  route(
    'GET',
    '/health/live',
    'Liveness of the reports service (no token needed)',
    `query ReportsHealthLive { reportsHealth(probe: live) { ${HEALTH} } }`,
    'reportsHealth',
    { public: true, errors: [] },
  ),
  route(
    'GET',
    '/health/ready',
    'Readiness of the reports service: its database answers (no token needed)',
    `query ReportsHealthReady { reportsHealth(probe: ready) { ${HEALTH} } }`,
    'reportsHealth',
    { public: true, errors: [503] },
  ),
];
