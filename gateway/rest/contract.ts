import { AppError, UnauthenticatedError, ValidationError } from '../../lib/errors';
import { CODE_STATUS } from '../error-codes';
import type { ExtraCode, RestRoute } from './route';

/**
 * The statuses every REST path can answer whatever its operation (docs/rest-contract.md):
 * 400 malformed input (a bad x-tenant-id or Idempotency-Key header, a NUL in the query string,
 * a bad parameter), 401 a bad bearer token (refused on public paths too), 429 the caller's rate
 * limit, 500 anything unexpected. Paths that read a body also answer 413.
 */
export const PLATFORM_STATUSES: readonly number[] = [400, 401, 429, 500];

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the gateway reads a body for this route (only then can it be too large). */
function readsBody(route: RestRoute): boolean {
  return route.body !== undefined;
}

/** Every status the route can answer besides its success: its list plus the platform's, sorted. */
export function answerableStatuses(route: RestRoute): number[] {
  const statuses = new Set<number>([...PLATFORM_STATUSES, ...route.errors]);
  if (readsBody(route)) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The status a route answers for an error of `status`. A refusal (403) or a conflict (409) the
 * route does not list becomes the listed one legacy clients handle: 403 is 404 where the route
 * lists 404 (the thing is not yours to see or change), else 400; 409 is 400; a missing
 * reference (404) on a path without 404 is invalid input, 400. Anything else is unchanged: the
 * declared lists are kept honest by test/gateway/rest-contract-walk.test.ts, not papered over here.
 */
export function contractStatus(route: RestRoute, status: number): number {
  const statuses = answerableStatuses(route);
  if (statuses.includes(status)) return status;
  if (status === 403) return statuses.includes(404) ? 404 : 400;
  if (status === 409 || status === 404) return 400;
  return status;
}

/**
 * The error in the route's catalogue when it has one (docs/api/ml.md, "Errors"): a platform code
 * becomes the catalogue's, and VALIDATION_FAILED the code of where its problems are: a body that
 * is not an object or adds fields is the catalogue's body code (ML_1800, whatever the path:
 * docs/api/ml.md, "Errors"), other body problems the path's `inputCode`, else the catalogue's
 * body or value code. Message and details stay.
 */
function inCatalogue(route: RestRoute, error: AppError): AppError {
  const catalogue = route.catalogue;
  if (!catalogue || error.code in catalogue.codes) return error;
  let code = catalogue.fromPlatform[error.code];
  if (error.code === 'VALIDATION_FAILED') {
    const place = error instanceof ValidationError ? error.place : 'other';
    if (place === 'malformed' || place === 'body-unknown') code = catalogue.body;
    else if (route.inputCode && place !== 'other') code = route.inputCode;
    else code = place === 'body-shape' ? catalogue.body : catalogue.value;
  }
  return code
    ? new AppError(code, error.message, catalogue.codes[code].http, error.details)
    : error;
}

/** What a path that needs a token answers a request without one (gateway/http.ts). */
export function noTokenError(route: RestRoute): AppError {
  const code = route.catalogue?.noToken;
  return code
    ? new AppError(
        code,
        'Authentication required: send a bearer token',
        route.catalogue!.codes[code].http,
      )
    : new UnauthenticatedError();
}

/** The error as this route answers it: in its catalogue, `http` the status sent. */
export function onContract(route: RestRoute, error: AppError): AppError {
  const coded = inCatalogue(route, error);
  const status = contractStatus(route, coded.httpStatus);
  return status === coded.httpStatus
    ? coded
    : new AppError(coded.code, coded.message, status, coded.details);
}

/** The codes the route can answer: the platform's, those its statuses imply, and its own extras. */
function codesOf(route: RestRoute): Set<string> {
  if (route.catalogue) {
    // In its catalogue, plus the platform's limits no catalogue code names.
    const own = [
      ...route.catalogue.everywhere,
      ...(route.answers ?? []),
      ...(route.inputCode ? [route.inputCode] : []),
    ];
    return new Set([...own, 'RATE_LIMITED', ...(readsBody(route) ? ['PAYLOAD_TOO_LARGE'] : [])]);
  }
  const codes = new Set([
    'VALIDATION_FAILED',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'RATE_LIMITED',
    'INTERNAL',
    ...(route.codes ?? []),
  ]);
  if (readsBody(route)) codes.add('PAYLOAD_TOO_LARGE');
  if (WRITE_METHODS.has(route.method)) codes.add('CONFLICT');
  const implied: Record<number, string> = {
    402: 'ERR_INSUFFICIENT_CREDITS',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    410: 'EXPIRED',
    502: 'PROVIDER_ERROR',
    503: 'SERVICE_UNAVAILABLE',
    504: 'TIMEOUT',
  };
  for (const status of route.errors) if (implied[status]) codes.add(implied[status]);
  return codes;
}

function reason(route: RestRoute, code: string): string {
  const catalogued = route.catalogue?.codes[code];
  if (catalogued) return catalogued.when;
  const own = (status: number) =>
    route.errors.includes(status as never) || (route.codes ?? []).includes(code as never);
  switch (code) {
    case 'VALIDATION_FAILED':
      return 'a body field, parameter or header is invalid (details name each)';
    case 'INVALID_STATE':
      return "the move is not allowed in the resource's current state";
    case 'ALREADY_CHECKED_IN':
      return 'the ticket was checked in before; the message says when';
    case 'ERR_INVALID_PROMPT':
      return 'a prompt-like field breaks the content policy (details name each)';
    case 'UNAUTHENTICATED':
      if (!route.public) return 'no bearer token, or a bad one';
      return route.errors.includes(401)
        ? 'the credentials are refused, or the bearer token is bad'
        : 'a bearer token was sent and is bad (none is needed)';
    case 'ERR_INSUFFICIENT_CREDITS':
      return "the wallet's balance does not cover the credits";
    case 'FORBIDDEN':
      return own(403)
        ? "role or ownership missing, or x-tenant-id differs from the token's tenant"
        : "x-tenant-id differs from the token's tenant";
    case 'ERR_TIER_REQUIRED':
      return "the caller's plan does not include this job";
    case 'NOT_FOUND':
      return "missing, deleted or another tenant's";
    case 'CONFLICT':
      return own(409)
        ? 'a duplicate or a concurrent change, or an Idempotency-Key reused with another request'
        : 'an Idempotency-Key reused with another request';
    case 'PAYLOAD_TOO_LARGE':
      return route.upload ? 'the body or a file is over its limit' : 'the body is over 1 MiB';
    case 'RATE_LIMITED':
      return "the caller's requests this minute are used up (Retry-After)";
    case 'ERR_QUOTA_EXCEEDED':
      return "the plan's monthly job quota is reached";
    case 'SERVICE_UNAVAILABLE':
      return route.tag === 'ai'
        ? 'a service this needs is not configured (the message names the setting), or the moderation service gave no verdict'
        : 'a dependency does not answer yet; retry later';
    case 'BUDGET_EXCEEDED':
      return 'the worst-case cost would pass x-budget-max-usd; nothing was reserved or charged';
    case 'PROVIDER_ERROR':
      return 'no model (or the studio service) could answer; nothing was charged';
    case 'TIMEOUT':
      return 'no model (or the studio service) answered in time; nothing was charged';
    case 'FEATURE_NOT_AVAILABLE':
      return "the caller's plan does not include scheduled reports (promax or above)";
    case 'EXPIRED':
      return 'the export is older than 7 days: its file is gone';
    default:
      return 'an unexpected error; the message asks to report the request id';
  }
}

/** The status a code is raised with on this route: its own, unless the route says otherwise. */
export function nativeStatus(route: RestRoute, code: string): number {
  return route.codeStatus?.[code as ExtraCode] ?? CODE_STATUS[code] ?? 500;
}

/** Per answerable status, the text naming the codes that lead to it on this route (the OpenAPI descriptions). */
export function statusDescriptions(route: RestRoute): Record<number, string> {
  const texts: Record<number, string[]> = {};
  for (const code of codesOf(route)) {
    const native = nativeStatus(route, code);
    const status = contractStatus(route, native);
    const remapped = status !== native ? ` (a ${native} answered as ${status} on this path)` : '';
    (texts[status] ??= []).push(`${code}: ${reason(route, code)}${remapped}`);
  }
  return Object.fromEntries(
    answerableStatuses(route).map((status) => [status, (texts[status] ?? []).join('. ')]),
  );
}
