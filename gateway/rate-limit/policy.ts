import type { IncomingMessage } from 'node:http';
import type { Clock } from '../../lib/clock';
import { envInt } from '../../lib/config';
import { addressKey } from '../../lib/http/address-key';
import type { RequestContext } from '../../lib/context';
import type { Sql } from '../../lib/db/pool';
import { AppError } from '../../lib/errors';
import {
  MemoryRateLimiter,
  PostgresRateLimiter,
  type RateDecision,
  type RateLimiter,
} from './limiter';

export interface RateLimitOptions {
  /** Requests per minute per signed-in caller; 0 turns the limit off. */
  perMinute: number;
  /** Requests per minute per client address without a token (login, register, public reads); 0 turns it off. */
  anonymousPerMinute: number;
  /** `memory` (one gateway) or `postgres` (counts shared by every gateway instance). */
  store: 'memory' | 'postgres';
  /** Proxies in front of the gateway whose `X-Forwarded-For` entries are trusted (default 0: the TCP peer is the client). */
  trustedProxies?: number;
  /**
   * Credential operations (login, refresh, register, verify-email, logout, password reset and its
   * request, accepting an invitation) per client address per minute,
   * whatever token comes with them (./credential-limits.ts); 0 or absent turns the limit off.
   */
  credentialsPerMinute?: number;
  /**
   * Failed logins of one account from one address in a minute before that address's logins of
   * it wait (twice that in a quarter hour, four times in an hour), and the same for the account's
   * failures from addresses new to it (./login-failures.ts); 0 or absent turns the limit off.
   */
  loginFailures?: number;
  /**
   * Password reset requests for one address (the e-mail, known or not) in an hour
   * (./credential-limits.ts); 0 or absent turns the limit off.
   */
  passwordResetsPerHour?: number;
  /**
   * Self-serve sign-ups (register) from one client address in an hour, every attempt counted: each
   * creates a tenant and mails the address it names (./credential-limits.ts); 0 or absent: off.
   */
  signupsPerHour?: number;
}

export function rateLimitOptionsFromEnv(): RateLimitOptions {
  const store = process.env.RATE_LIMIT_STORE ?? 'memory';
  if (store !== 'memory' && store !== 'postgres')
    throw new Error('RATE_LIMIT_STORE must be memory or postgres');
  return {
    perMinute: envInt('RATE_LIMIT_PER_MINUTE', 1200),
    anonymousPerMinute: envInt('RATE_LIMIT_ANONYMOUS_PER_MINUTE', 120),
    store,
    trustedProxies: envInt('TRUSTED_PROXIES', 0),
    credentialsPerMinute: envInt('RATE_LIMIT_CREDENTIALS_PER_MINUTE', 20),
    loginFailures: envInt('RATE_LIMIT_LOGIN_FAILURES', 5),
    passwordResetsPerHour: envInt('RATE_LIMIT_PASSWORD_RESETS_PER_HOUR', 5),
    signupsPerHour: envInt('RATE_LIMIT_SIGNUPS_PER_HOUR', 10),
  };
}

/**
 * The client's address: the TCP peer, or with `trusted` proxies in front, the address the
 * outermost trusted proxy saw (entries further left could be forged by the client); as the limits
 * count it (`addressKey`).
 */
export function clientAddress(req: IncomingMessage, trusted: number): string {
  return addressKey(clientIp(req, trusted));
}

/** The client's address as it came (an IPv6 one whole), which `clientAddress` counts by. */
export function clientIp(req: IncomingMessage, trusted: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trusted === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops[hops.length - trusted] ?? hops[0] ?? peer;
}

export interface RateLimitCheck {
  /** Undefined when the request is not limited (limits off, or the `system` role). */
  (req: IncomingMessage, context: RequestContext): Promise<RateDecision | undefined>;
  /** Writes the counts not yet shared (./limiter.ts), once the server takes no more requests. */
  close(): Promise<void>;
}

/**
 * Who is counted: a signed-in caller by tenant and user (every token and address of that user
 * together), anyone else by client address. The `system` role (the platform's own services) is
 * not limited.
 */
export function createRateLimitCheck(
  options: RateLimitOptions,
  sql: Sql,
  clock: Clock,
): RateLimitCheck {
  const limiter: RateLimiter =
    options.store === 'postgres' ? new PostgresRateLimiter(sql) : new MemoryRateLimiter();
  const check = async (req: IncomingMessage, context: RequestContext) => {
    const caller = context.caller;
    if (caller?.roles.includes('system')) return undefined;
    const [key, limit] = caller
      ? [`caller:${context.tenantId}:${caller.id}`, options.perMinute]
      : [`address:${clientAddress(req, options.trustedProxies ?? 0)}`, options.anonymousPerMinute];
    if (limit === 0) return undefined;
    return limiter.take(key, limit, clock.now().getTime());
  };
  return Object.assign(check, { close: () => limiter.close() });
}

/** The refusal: 429 RATE_LIMITED, with how long to wait. */
export function rateLimitedError(decision: RateDecision): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many requests: at most ${decision.limit} a minute; try again in ${decision.resetSeconds} s`,
    429,
  );
}

/** IETF RateLimit headers on every limited answer, `Retry-After` on a refusal. */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['retry-after'] = String(decision.resetSeconds);
  return headers;
}
