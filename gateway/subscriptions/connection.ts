import type { Context } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import jwt from 'jsonwebtoken';
import { systemClock } from '../../lib/clock';
import type { RequestContext } from '../../lib/context';
import { authenticate, requestIds, type SessionEnds } from '../auth';

/** What a connection keeps between `connection_init` and its close. */
export type ConnectionState = {
  auth?: RequestContext;
  expiry?: NodeJS.Timeout;
  /** The session of its token (`sid`): the connection closes when the session ends. */
  sessionId?: string;
};

export type ConnectionContext = Context<Record<string, unknown>, Extra & Partial<ConnectionState>>;

/** graphql-ws's close code for a refused connection (docs/api/media.md, "Events"). */
export const FORBIDDEN_CLOSE_CODE = 4403;

// setTimeout's longest delay; tokens live 15 minutes, so this only guards odd settings.
const MAX_TIMER_MS = 2 ** 31 - 1;

function param(
  params: Readonly<Record<string, unknown>> | undefined,
  name: string,
): string | undefined {
  const value = params?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * `connection_init`: the token travels as `connectionParams.authorization` = `Bearer <token>`
 * and is checked with the same rules as an HTTP request (including `x-tenant-id` for the system
 * role), a token of an ended session included. Anonymous or bad tokens are refused: returning
 * false closes the socket with 4403.
 */
export function authenticateConnection(ctx: ConnectionContext, sessions?: SessionEnds): boolean {
  const authorization = param(ctx.connectionParams, 'authorization');
  if (!authorization) return false;
  const tenant = param(ctx.connectionParams, 'x-tenant-id');
  let auth: RequestContext;
  try {
    auth = authenticate(
      { authorization, ...(tenant ? { 'x-tenant-id': tenant } : {}) },
      requestIds(ctx.extra.request.headers),
      sessions,
    );
  } catch {
    return false;
  }
  if (!auth.caller || !auth.tenantId) return false;
  ctx.extra.auth = auth;
  const claims = jwt.decode(authorization.replace(/^Bearer\s+/i, ''));
  const token = claims && typeof claims === 'object' ? claims : {};
  if (typeof token.sid === 'string') ctx.extra.sessionId = token.sid;
  closeWhenTokenExpires(ctx, token.exp);
  forgetWhatWasRead(ctx);
  return true;
}

/**
 * graphql-ws keeps the HTTP upgrade request (`ctx.extra.request`) and the `connection_init`
 * payload (`ctx.connectionParams`, the token) for the connection's whole life; both are read once,
 * above, and nothing reads them later. Dropping them saves their memory on every open
 * connection (docs/subscriptions.md, "Benchmark").
 */
function forgetWhatWasRead(ctx: ConnectionContext): void {
  (ctx.extra as { request?: unknown }).request = undefined;
  (ctx as { connectionParams?: unknown }).connectionParams = undefined;
}

/**
 * A connection lives no longer than its token: at expiry the socket closes with 4403, which the
 * graphql-ws client retries, calling its `connectionParams` function again for a fresh token.
 */
function closeWhenTokenExpires(ctx: ConnectionContext, exp: unknown): void {
  if (typeof exp !== 'number') return;
  const delay = Math.min(Math.max(exp * 1000 - systemClock.now().getTime(), 0), MAX_TIMER_MS);
  const timer = setTimeout(
    () => ctx.extra.socket.close(FORBIDDEN_CLOSE_CODE, 'Token expired'),
    delay,
  );
  timer.unref();
  ctx.extra.expiry = timer;
}

export function releaseConnection(ctx: ConnectionContext): void {
  if (ctx.extra.expiry) clearTimeout(ctx.extra.expiry);
}
