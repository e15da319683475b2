import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { envInt } from '../config';
import type { RequestContext } from '../context';
import { UnauthenticatedError } from '../errors';
import { signingKeys } from './keys';
import { hasBoundedLifetime } from './lifetime';

/** Header that carries the gateway's signed request context to subgraphs. */
export const CONTEXT_HEADER = 'x-platform-context';

/** What the gateway vouches for: the tenant, the caller and the caller's headers the subgraph is given. */
export type SubgraphIdentity = Pick<RequestContext, 'tenantId' | 'caller' | 'forwarded'>;

/** Seconds a signed context lives. */
const CONTEXT_TTL_SECONDS = 60;
/** A signed context is handed out again until this much of its life is left, then signed anew. */
const REUSE_SECONDS = CONTEXT_TTL_SECONDS / 2;

/*
 * A signed context names only who calls (tenant, caller, forwarded headers); the request and
 * trace ids travel as `x-request-id` and `traceparent`. So one caller's fetches within half a
 * minute carry the same token: the gateway signs it once and each subgraph verifies it once
 * (both kept in bounded LRU caches, TOKEN_CACHE_MAX entries each). Signing and verifying were
 * about 30 µs per fetch, 5 % of a subgraph's CPU with many callers (docs/performance.md). The
 * token proves no more than the caller's own access token proves for as long, and subgraphs are
 * reachable only from inside the platform (docs/conventions.md, "Tokens and tenancy").
 */
const cacheSize = () => Math.max(1, envInt('TOKEN_CACHE_MAX', 10_000));
const signed = new LRUCache<string, { token: string; renewAt: number }>({ max: cacheSize() });
const verified = new LRUCache<string, { identity: SubgraphIdentity; expiresAt: number }>({
  max: cacheSize(),
});

/**
 * A new signed context for `identity`: a subgraph accepts nothing else, so its own port is no way
 * around authentication. Only the identity's own fields are signed, whatever else it carries.
 */
export function signSubgraphContext(identity: SubgraphIdentity): string {
  const ctx: SubgraphIdentity = { tenantId: identity.tenantId, caller: identity.caller };
  if (identity.forwarded) ctx.forwarded = identity.forwarded;
  return jwt.sign({ ctx }, signingKeys().subgraph, {
    algorithm: 'HS256',
    expiresIn: CONTEXT_TTL_SECONDS,
    audience: 'subgraph',
  });
}

/** The signed context of the identity written as `key` (its JSON), reused for half its life. */
export function reusedSubgraphContext(key: string, identity: () => SubgraphIdentity): string {
  const now = Date.now();
  const known = signed.get(key);
  if (known && known.renewAt > now) return known.token;
  const token = signSubgraphContext(identity());
  signed.set(key, { token, renewAt: now + REUSE_SECONDS * 1000 });
  return token;
}

/** The identity a signed context vouches for; anything else is 401. Verified once per token while it lives. */
export function verifySubgraphContext(token: string | undefined): SubgraphIdentity {
  if (!token) throw new UnauthenticatedError('Requests must come through the gateway');
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known.identity;
  try {
    const payload = jwt.verify(token, signingKeys().subgraph, {
      algorithms: ['HS256'],
      audience: 'subgraph',
    }) as { ctx: SubgraphIdentity; exp: number };
    // A context without `exp` (or one far ahead) would work for ever: the gateway signs none such.
    if (!hasBoundedLifetime(payload, CONTEXT_TTL_SECONDS)) throw new Error('unbounded lifetime');
    const { tenantId, caller, forwarded } = payload.ctx;
    // Shared by every request that carries the token: frozen, so none can change another's.
    if (caller) Object.freeze(caller.roles);
    const identity = Object.freeze({
      tenantId,
      caller: caller && Object.freeze(caller),
      forwarded,
    });
    if (forwarded) Object.freeze(forwarded);
    verified.set(token, { identity, expiresAt: payload.exp * 1000 });
    return identity;
  } catch {
    throw new UnauthenticatedError('Requests must come through the gateway');
  }
}
