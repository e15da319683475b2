import { routeBuilder, type RestRoute } from '../route';

/** The route builder of every reports-<feature>.ts route file. */
export const reportsRoute = routeBuilder('reports', '/reports/v1');

// The bodies several features answer (docs/api/reports.md, Bodies).
export const FILTERS = 'filters { from to category status }';
export const EXPORT = `id exportId status progress format templateId templateName dataset columns ${FILTERS} userId scope rowCount sizeBytes fileName contentType downloadPath error scheduleId createdAt startedAt completedAt failedAt cancelledAt expiresAt`;

export const READ = { errors: [400, 401, 403] } satisfies Pick<RestRoute, 'errors'>;
export const ONE = { errors: [400, 401, 403, 404] } satisfies Pick<RestRoute, 'errors'>;
