import type { IncomingHttpHeaders } from 'node:http';
import { verifiedAccessClaims } from '../lib/auth/verified-tokens';
import { FORWARDABLE_HEADERS } from '../lib/config';
import {
  firstHeader,
  isUuid,
  requestIdFrom,
  traceIdFrom,
  type RequestContext,
} from '../lib/context';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../lib/errors';
import { noteCaller } from '../lib/observability/request-scope';

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  return firstHeader(headers[name]);
}

/** Request id and trace id, known before anything can fail, so even errors carry them. */
export function requestIds(headers: IncomingHttpHeaders): { requestId: string; traceId: string } {
  const requestId = requestIdFrom(headers['x-request-id']);
  return { requestId, traceId: traceIdFrom(headers.traceparent, requestId) };
}

/** Whether a session has ended (./sessions/ended-sessions.ts). */
export interface SessionEnds {
  isEnded(sessionId: string): boolean;
}

/**
 * Verifies the bearer token and applies the tenant rules (docs/api/README.md, "Authentication and
 * tenancy"). No token makes an anonymous context (public operations still work); a bad token, or
 * one of a session that ended (docs/conventions.md, "Ending a session"), is 401 whatever the
 * operation.
 */
export function authenticate(
  headers: IncomingHttpHeaders,
  ids: { requestId: string; traceId: string },
  sessions?: SessionEnds,
): RequestContext {
  const authorization = header(headers, 'authorization');
  const tenantHeader = header(headers, 'x-tenant-id');
  const forwarded = forwardable(headers);
  // Literals with every field named, not spreads: a spread builds each object a hidden class of
  // its own, which every open subscription would keep (docs/subscriptions.md).
  if (!authorization)
    return {
      requestId: ids.requestId,
      traceId: ids.traceId,
      tenantId: null,
      caller: null,
      forwarded,
    };

  const match = authorization.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new UnauthenticatedError('Authorization header must be "Bearer <token>"');
  const claims = verifiedAccessClaims(match[1]);
  if (claims.sid !== undefined && sessions?.isEnded(claims.sid))
    throw new UnauthenticatedError('This session has ended: sign in again');
  const caller = {
    id: claims.sub,
    email: claims.email,
    roles: claims.roles,
    planTier: claims.planTier,
  };

  let tenantId = claims.tenantId;
  if (tenantHeader !== undefined && tenantHeader.toLowerCase() !== tenantId.toLowerCase()) {
    if (!isUuid(tenantHeader)) throw ValidationError.field('x-tenant-id', 'must be a UUID');
    // Only the system role acts on behalf of another tenant.
    if (!caller.roles.includes('system'))
      throw new ForbiddenError('x-tenant-id does not match the token');
    tenantId = tenantHeader.toLowerCase();
  }
  noteCaller(tenantId, caller.id);
  return { requestId: ids.requestId, traceId: ids.traceId, tenantId, caller, forwarded };
}

/** The headers of this request that some subgraph is handed (only the subgraphs configured for each get it). */
function forwardable(headers: IncomingHttpHeaders): Record<string, string> | undefined {
  let found: Record<string, string> | undefined;
  for (const name of FORWARDABLE_HEADERS) {
    const value = header(headers, name);
    if (value !== undefined) (found ??= {})[name] = value;
  }
  return found;
}
