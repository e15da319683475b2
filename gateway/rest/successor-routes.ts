import type { RestRoute } from './route';

/**
 * The version rule written once (docs/api/README.md, "Versioning"): a v2 serves its v1's routes
 * over the same rows, each under the successor's base path, with its operation named apart (the
 * OpenAPI operationIds), `meta.api_version` naming the minor version and `Idempotency-Key`
 * required on every POST. What else a version changes (money, people, read state) is `operation`,
 * a rewrite of v1's operation text; the route files of each v2 say which.
 */
export interface Successor {
  /** The v1 base path, such as `/events/v1`. */
  from: string;
  /** The successor's base path, such as `/events/v2`. */
  to: string;
  /** The minor version its answers name, such as `2.1`. */
  apiVersion: string;
  /** v1's operation text rewritten as the successor's (its fields), after the renaming. */
  operation?: (operation: string) => string;
  /** Anything else of a route that changes (its refused body fields, for example). */
  route?: (v1: RestRoute) => Partial<RestRoute>;
}

/** v1's `route` as the successor serves it. */
export function successorRoute(successor: Successor, route: RestRoute): RestRoute {
  if (!route.path.startsWith(`${successor.from}/`))
    throw new Error(`${route.path} is not under ${successor.from}`);
  const renamed = route.operation.replace(/^(query|mutation) (\w+)/, '$1 $2V2');
  return {
    ...route,
    path: `${successor.to}${route.path.slice(successor.from.length)}`,
    operation: successor.operation ? successor.operation(renamed) : renamed,
    meta: { ...route.meta, api_version: successor.apiVersion },
    ...(route.method === 'POST' ? { requireIdempotencyKey: true } : {}),
    ...successor.route?.(route),
  };
}

/** Every route of v1 as the successor serves it, in the same order. */
export function successorRoutes(successor: Successor, routes: readonly RestRoute[]): RestRoute[] {
  return routes.map((route) => successorRoute(successor, route));
}
