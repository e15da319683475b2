import type { HttpMethod, RestRoute } from './route';

export type RouteMatch =
  | { kind: 'found'; route: RestRoute; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

interface CompiledRoute {
  route: RestRoute;
  segments: string[];
}

function split(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Matches a request against the route table. Literal segments win over parameters, so
 * `/listings/search` is never read as `/listings/:id`.
 */
export class RestRouter {
  private readonly compiled: CompiledRoute[];

  constructor(routes: RestRoute[]) {
    this.compiled = routes
      .map((route) => ({ route, segments: split(route.path) }))
      .sort((a, b) => specificity(b) - specificity(a));
  }

  match(method: string, path: string, query: URLSearchParams): RouteMatch {
    const segments = split(path);
    const allowed = new Set<HttpMethod>();
    for (const candidate of this.compiled) {
      const params = matchSegments(candidate.segments, segments);
      if (!params) continue;
      if (candidate.route.method === method && queryMatches(candidate.route, query)) {
        return { kind: 'found', route: candidate.route, params };
      }
      allowed.add(candidate.route.method);
    }
    return allowed.size ? { kind: 'method-not-allowed', allowed: [...allowed] } : { kind: 'not-found' };
  }
}

function specificity({ route, segments }: CompiledRoute): number {
  const literal = segments.reduce((score, segment) => score * 2 + (segment.startsWith(':') ? 0 : 1), 1);
  return literal * 2 + (route.whenQuery ? 1 : 0);
}

function queryMatches(route: RestRoute, query: URLSearchParams): boolean {
  return Object.entries(route.whenQuery ?? {}).every(([name, value]) => query.get(name) === value);
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(actual[i]);
      } catch {
        return null;
      }
      params[pattern[i].slice(1)] = value;
    } else if (pattern[i] !== actual[i]) {
      return null;
    }
  }
  return params;
}
