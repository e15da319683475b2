import { ValidationError } from '../../lib/errors';
import type { HttpMethod, RestRoute } from './route';

export type RouteMatch =
  /** `malformed` names the parameters whose percent-encoding is broken (kept undecoded in `params`). */
  | { kind: 'found'; route: RestRoute; params: Record<string, string>; malformed: string[] }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[]; routes: RestRoute[] }
  | { kind: 'not-found' };

/** One path template (`/listings/:id`) and the routes that serve it, dry-run variants first. */
interface Template {
  segments: string[];
  routes: RestRoute[];
}

function split(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const isParam = (segment: string) => segment.startsWith(':');

/**
 * Matches a request against the route table in two steps (docs/rest-contract.md), as OpenAPI
 * reads paths: first the most specific path template that matches, where a concrete segment
 * beats a parameter, compared from the left; then the method on that template only. So
 * `PATCH /listings/search` is 405 (Allow: GET), never `PATCH /listings/:id` with id "search".
 */
export class RestRouter {
  private readonly templates: Template[];

  constructor(routes: RestRoute[]) {
    const byPath = new Map<string, Template>();
    const byShape = new Map<string, string>();
    for (const route of routes) {
      const segments = split(route.path);
      // Two templates that differ only in parameter names would match the same requests.
      const shape = segments.map((s) => (isParam(s) ? ':' : s)).join('/');
      const seen = byShape.get(shape);
      if (seen !== undefined && seen !== route.path)
        throw new Error(`REST paths ${seen} and ${route.path} match the same requests`);
      byShape.set(shape, route.path);
      const template = byPath.get(route.path) ?? { segments, routes: [] };
      template.routes.push(route);
      byPath.set(route.path, template);
    }
    for (const template of byPath.values())
      template.routes.sort((a, b) => Number(!!b.whenQuery) - Number(!!a.whenQuery));
    this.templates = [...byPath.values()].sort((a, b) =>
      compareSpecificity(a.segments, b.segments),
    );
  }

  match(method: string, path: string, query: URLSearchParams): RouteMatch {
    const segments = split(path);
    for (const template of this.templates) {
      const matched = matchSegments(template.segments, segments);
      if (!matched) continue;
      const route = template.routes.find(
        (candidate) => candidate.method === method && queryMatches(candidate, query),
      );
      if (route) return { kind: 'found', route, ...matched };
      return {
        kind: 'method-not-allowed',
        allowed: [...new Set(template.routes.map((r) => r.method))],
        routes: template.routes,
      };
    }
    return { kind: 'not-found' };
  }
}

/**
 * Negative when `a` is more specific: at the first segment where one is concrete and the other a
 * parameter. Only templates of one length can match the same request; ordering by length after
 * that keeps the order total, so the sort is well defined.
 */
function compareSpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const difference = Number(isParam(a[i])) - Number(isParam(b[i]));
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

function queryMatches(route: RestRoute, query: URLSearchParams): boolean {
  return Object.entries(route.whenQuery ?? {}).every(([name, value]) => query.get(name) === value);
}

/**
 * A parameter segment matches whatever it holds: one whose percent-encoding is broken (`%ff`,
 * `%E0%A4%A`) still names this route, and is that route's invalid input, answered in its own
 * error space (`malformedEncoding`), not a path no route serves.
 */
function matchSegments(
  pattern: string[],
  actual: string[],
): { params: Record<string, string>; malformed: string[] } | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  const malformed: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    if (isParam(pattern[i])) {
      const name = pattern[i].slice(1);
      const value = decoded(actual[i]);
      if (value === undefined) malformed.push(name);
      params[name] = value ?? actual[i];
    } else if (pattern[i] !== actual[i]) {
      return null;
    }
  }
  return { params, malformed };
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Whether every percent-escape of the path decodes (to UTF-8). */
export function isWellEncoded(path: string): boolean {
  return decoded(path) !== undefined;
}

/** Invalid input naming each part of the path whose percent-encoding is broken (docs/rest-contract.md). */
export function malformedEncoding(fields: string[]): ValidationError {
  return new ValidationError(
    fields.map((field) => ({ field, problem: 'is not valid percent-encoding' })),
  );
}
