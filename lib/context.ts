import { randomBytes, randomUUID } from 'node:crypto';
import { ForbiddenError, UnauthenticatedError } from './errors';
import type { PlanTier, Role } from './auth/tokens';

export interface Caller {
  id: string;
  email: string;
  roles: Role[];
  planTier: PlanTier;
}

/** The platform itself (role `system`) when it calls a service outside any user's request. */
export const PLATFORM_CALLER: Caller = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'platform@system',
  roles: ['system'],
  planTier: 'enterprise',
};

/** What every resolver knows about the request, on the gateway and in every subgraph. */
export interface RequestContext {
  requestId: string;
  traceId: string;
  tenantId: string | null;
  caller: Caller | null;
  /**
   * Request headers the gateway hands on to the subgraphs that need them (lib/config.ts
   * SUBGRAPHS), by lower-case name. A subgraph sees only the ones it is configured for.
   */
  forwarded?: Record<string, string>;
  /**
   * Reads made because something changed (a progress subscription's current state and its
   * re-read on each event: gateway/subscriptions/resolve.ts) set this: they never join a read of
   * the same caller already in flight, which may have begun before the change and answer the
   * state from before it (gateway/inflight-queries.ts).
   */
  freshReads?: boolean;
  /**
   * The client as the gateway saw it: the address (the TCP peer, or the one TRUSTED_PROXIES
   * vouch for) and the User-Agent. Subgraphs get it in the signed context only when configured
   * for it (lib/config.ts SUBGRAPHS `clientOnWrites`), and only on writes: identity records
   * where each session signs in and refreshes from.
   */
  client?: RequestClient;
}

export interface RequestClient {
  address: string;
  /** At most 256 characters of the User-Agent header; null without one. */
  userAgent: string | null;
}

/** A signed-in caller acting in its tenant: what domain rules take instead of the request context. */
export type Actor = Caller & { tenantId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The first value of a header that may come more than once. */
export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A caller's `x-request-id` is kept when it is a UUID; anything else is replaced. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = firstHeader(header);
  return isUuid(value) ? value.toLowerCase() : randomUUID();
}

/**
 * The W3C trace id from `traceparent` when present, else one derived from the request id. With
 * tracing on, the request's server span replaces it with the span's own trace id (the same one
 * when `traceparent` was sent): lib/observability/server-span.ts, so a request has one trace id.
 */
export function traceIdFrom(traceparent: string | string[] | undefined, requestId: string): string {
  const value = firstHeader(traceparent);
  const match = value?.match(/^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/);
  return match ? match[1] : requestId.replace(/-/g, '');
}

/** A W3C `traceparent` continuing trace `traceId` with a new span, for a call this process makes. */
export function traceparentFor(traceId: string): string {
  return `00-${traceId}-${randomSpanId()}-01`;
}

// Span ids are drawn 512 at a time: one random draw per subgraph fetch was 2 % of the gateway's
// CPU with many callers (docs/performance.md), and an id needs to be random, not drawn alone.
const SPAN_IDS_PER_DRAW = 512;
let spanIds = Buffer.alloc(0);
let nextSpanId = 0;

function randomSpanId(): string {
  if (nextSpanId >= spanIds.length) {
    spanIds = randomBytes(8 * SPAN_IDS_PER_DRAW);
    nextSpanId = 0;
  }
  const id = spanIds.toString('hex', nextSpanId, nextSpanId + 8);
  nextSpanId += 8;
  return id;
}

/** The authenticated caller and tenant, or 401. */
export function requireCaller(context: RequestContext): Actor {
  if (!context.caller || !context.tenantId) throw new UnauthenticatedError();
  return { ...context.caller, tenantId: context.tenantId };
}

/** The actor when it holds one of `roles`, else 403: the role check of domain rules. */
export function assertRole(actor: Actor, ...roles: Role[]): Actor {
  if (!actor.roles.some((role) => roles.includes(role))) {
    throw new ForbiddenError(`This operation needs the role ${roles.join(' or ')}`);
  }
  return actor;
}
