import type { IncomingMessage } from 'node:http';
import type { Clock } from '../lib/clock';
import type { ApolloServer } from '@apollo/server';
import type { Sql } from '../lib/db/pool';
import { firstHeader, type RequestContext } from '../lib/context';
import type { FileStorage } from '../lib/storage';
import { AppError, INTERNAL_MESSAGE, ValidationError } from '../lib/errors';
import { graphqlError, json, pathAndQuery, readBody, type HttpResult } from '../lib/http/io';
import { healthResult } from '../lib/http/lifecycle';
import { authenticate, requestIds, type SessionEnds } from './auth';
import { serveFile } from './files';
import { restBody } from './rest/body';
import { serveGraphQL } from './graphql-endpoint';
import { refuseNulCharacters } from './nul-guard';
import { requestHash, withIdempotency } from './idempotency';
import { noTokenError } from './rest/contract';
import { errorResult, metaOf, routeErrorResult, type RestFacade } from './rest/facade';
import { requestClient } from './request-client';
import { deprecationHeaders } from './rest/versions';
import { isWellEncoded, malformedEncoding, type RouteMatch } from './rest/router';
import type { RequestLimits } from './limits/options';
import type { PersistedDocuments } from './persisted/policy';
import { rateLimitedError, rateLimitHeaders, type RateLimitCheck } from './rate-limit/policy';
import type { CredentialLimits } from './rate-limit/credential-limits';
import { metricsResult } from '../lib/observability/http-observer';
import { currentRequestScope, noteRoute } from '../lib/observability/request-scope';
import { serviceLogger } from '../lib/observability/logger';
import type { AccountPages } from './account-pages/routes';
import type { DevPages } from './dev-pages/routes';

const log = serviceLogger('gateway');

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface GatewayParts {
  apollo: ApolloServer<RequestContext>;
  facade: RestFacade;
  sql: Sql;
  storage: FileStorage;
  openApi: () => unknown;
  ready: () => Promise<void>;
  /** The gateway's event bus (subscriptions), reported at /health/events. */
  events: () => Promise<unknown>;
  /** Counts the request against its caller's limit; absent when limits are off. */
  rateLimit?: RateLimitCheck;
  /** Limits login, refresh, register and verify-email per address and account, whatever the token; absent when off. */
  credentialLimits?: CredentialLimits;
  /** How big one GraphQL operation may be. */
  limits: RequestLimits;
  /** Automatic persisted queries, or the manifest's documents only. */
  persisted: PersistedDocuments;
  /** GraphiQL, Swagger UI, the jobs and mail pages; absent in production (./dev-pages/routes.ts). */
  devPages?: DevPages;
  /** The pages the account mails' links open, in production too (./account-pages/routes.ts). */
  accountPages: AccountPages;
  /** Sessions that ended: their access tokens are refused (./sessions/ended-sessions.ts). */
  sessions: SessionEnds;
  /** What idempotency keys are stamped and judged with (./server.ts). */
  clock: Clock;
  /** API_SUNSET_AFTER_DAYS: when a v1 with a successor stops answering (./rest/versions.ts). */
  sunsetAfterDays: number;
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client (./request-client.ts). */
  trustedProxies: number;
}

/**
 * Runs `run` when the caller is within its rate limit, else answers the refusal; both carry the
 * RateLimit headers, unless a narrower limit (a credential limit's refusal) already set its own.
 */
async function withinRateLimit(
  parts: GatewayParts,
  req: IncomingMessage,
  context: RequestContext,
  refuse: (error: AppError) => HttpResult,
  run: () => Promise<HttpResult>,
): Promise<HttpResult> {
  context.client = requestClient(req, parts.trustedProxies);
  const decision = await parts.rateLimit?.(req, context);
  const result = decision && !decision.allowed ? refuse(rateLimitedError(decision)) : await run();
  if (decision)
    for (const [name, value] of Object.entries(rateLimitHeaders(decision)))
      result.headers[name] ??= value;
  return result;
}

function idempotencyKey(req: IncomingMessage): string | undefined {
  const value = req.headers['idempotency-key'];
  return firstHeader(value) || undefined;
}

/**
 * Runs a write under its Idempotency-Key when it has one and a signed-in caller: the key is that
 * caller's own. An anonymous request (login, refresh, register) runs as if it had no key, so no
 * one can be handed the tokens stored for another's request by sending the same key.
 */
function once(
  parts: GatewayParts,
  req: IncomingMessage,
  context: RequestContext,
  path: string,
  search: string,
  rawBody: string,
  run: () => Promise<HttpResult>,
): Promise<HttpResult> {
  const key = idempotencyKey(req);
  if (!key || !WRITE_METHODS.has(req.method ?? '') || !context.caller || !context.tenantId)
    return run();
  const scope = { tenantId: context.tenantId, callerId: context.caller.id, key };
  return withIdempotency(
    parts.sql,
    scope,
    requestHash(req.method!, `${path}?${search}`, rawBody),
    run,
    parts.clock,
  );
}

/** Every gateway request: health, GraphQL, the OpenAPI document and the REST facade. */
export async function handleGatewayRequest(
  parts: GatewayParts,
  req: IncomingMessage,
): Promise<HttpResult> {
  // The ids the request's log line carries (./server.ts opens its scope), or new ones.
  const scope = currentRequestScope();
  const ids = scope
    ? { requestId: scope.requestId, traceId: scope.traceId }
    : requestIds(req.headers);
  const { path, search } = pathAndQuery(req);
  const method = req.method ?? 'GET';
  const meta = { ...ids, tenantId: null };
  let result: HttpResult;
  try {
    if (path === '/metrics' && method === 'GET') result = await metricsResult(req);
    else
      result =
        (await healthResult(path, parts.ready, parts.events)) ??
        (await route(parts, req, method, path, search, ids));
  } catch (error) {
    if (!(error instanceof AppError)) log.error({ err: error }, 'unexpected error');
    const appError =
      error instanceof AppError ? error : new AppError('INTERNAL', INTERNAL_MESSAGE, 500);
    result = path === '/graphql' ? graphqlError(appError) : errorResult(appError, meta);
  }
  result.headers['x-request-id'] = ids.requestId;
  return result;
}

async function route(
  parts: GatewayParts,
  req: IncomingMessage,
  method: string,
  path: string,
  search: string,
  ids: { requestId: string; traceId: string },
): Promise<HttpResult> {
  const accountPage = parts.accountPages(method, path);
  if (accountPage) return accountPage;
  // Before /graphql: a browser opening it (Accept: text/html) gets the IDE, not an Apollo page.
  const devPage = await parts.devPages?.(method, path, firstHeader(req.headers.accept));
  if (devPage) return devPage;
  if (path === '/graphql') {
    const context = authenticate(req.headers, ids, parts.sessions);
    return withinRateLimit(parts, req, context, graphqlError, async () => {
      const rawBody = await readBody(req);
      refuseNulCharacters(rawBody, search);
      return once(parts, req, context, path, search, rawBody, () =>
        serveGraphQL(parts.apollo, parts.limits, parts.persisted, req, search, rawBody, context),
      );
    });
  }
  if (path === '/openapi.json' && method === 'GET') return json(200, parts.openApi());
  if (method === 'GET') {
    const file = await serveFile(parts.storage, path, search);
    if (file) return file;
  }

  const match = parts.facade.match(method, path, search);
  const meta = { ...ids, tenantId: null };
  if (match.kind === 'not-found') {
    // Broken percent-encoding is malformed input whether or not a route would serve the path.
    if (!isWellEncoded(path)) return errorResult(malformedEncoding(['path']), meta);
    return errorResult(new AppError('NOT_FOUND', `No route for ${method} ${path}`, 404), meta);
  }
  if (match.kind === 'method-not-allowed') {
    // In the envelope style of the path's own operations (camel case on media paths).
    const result = errorResult(
      new AppError('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}`, 405),
      meta,
      match.routes[0].style,
    );
    result.headers.allow = match.allowed.join(', ');
    return result;
  }
  // Every answer of a v1 that has a successor says so, refusals included (./rest/versions.ts).
  const answer = await serveRoute(parts, req, match, ids, { method, path, search });
  Object.assign(answer.headers, deprecationHeaders(path, parts.sunsetAfterDays));
  return answer;
}

type FoundRoute = Extract<RouteMatch, { kind: 'found' }>;

/**
 * A matched route. Every failure from here on, the gateway's own (token, x-tenant-id, rate limit,
 * Idempotency-Key, body) as much as the operation's, is answered on the route's contract.
 */
async function serveRoute(
  parts: GatewayParts,
  req: IncomingMessage,
  match: FoundRoute,
  ids: { requestId: string; traceId: string },
  request: { method: string; path: string; search: string },
): Promise<HttpResult> {
  const { route } = match;
  noteRoute(route.path);
  let context: RequestContext = { ...ids, tenantId: null, caller: null };
  const refuse = (error: unknown) => routeErrorResult(route, error, metaOf(context));
  try {
    context = authenticate(req.headers, ids, parts.sessions);
    // A path in a service catalogue answers its own code for "no token" (docs/api/ml.md, "Errors").
    if (!route.public && !context.caller) return refuse(noTokenError(route));
    return await withinRateLimit(parts, req, context, refuse, () =>
      runRoute(parts, req, match, context, request).catch(refuse),
    );
  } catch (error) {
    return refuse(error);
  }
}

async function runRoute(
  parts: GatewayParts,
  req: IncomingMessage,
  { route, params, malformed }: FoundRoute,
  context: RequestContext,
  { method, path, search }: { method: string; path: string; search: string },
): Promise<HttpResult> {
  // A parameter that does not decode is this route's invalid input (in its catalogue, on its contract).
  if (malformed.length) throw malformedEncoding(malformed);
  if (route.requireIdempotencyKey && !idempotencyKey(req)) {
    throw ValidationError.field('Idempotency-Key', 'header is required');
  }
  // A route without a body variable never reads one, so it cannot answer 413: the stream is
  // drained unread, as Node does for any request body nobody reads.
  let rawBody = '';
  if (route.body) rawBody = await restBody(req, route);
  else req.resume();
  refuseNulCharacters(rawBody, search);
  return once(parts, req, context, path, search, rawBody, async () => {
    try {
      return await parts.facade.execute(route, params, {
        method,
        path,
        search,
        rawBody,
        context,
        headers: req.headers,
      });
    } catch (error) {
      // Stored as the key's answer like any other refusal; unexpected errors release the key.
      if (error instanceof AppError) return routeErrorResult(route, error, metaOf(context));
      throw error;
    }
  });
}
