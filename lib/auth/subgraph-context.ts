import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { systemClock } from '../clock';
import type { RequestContext } from '../context';
import { UnauthenticatedError } from '../errors';
import { signingKeys } from './keys';
import { hasBoundedLifetime } from './lifetime';
import { tokenCacheSize, verifiedOnce } from './verified-tokens';

/** Header that carries the gateway's signed request context to subgraphs. */
export const CONTEXT_HEADER = 'x-platform-context';

/**
 * What the gateway vouches for: the tenant, the caller, the caller's headers the subgraph is given
 * and, on writes to the subgraphs that record it, the client (lib/config.ts CLIENT_ON_WRITES).
 */
export type SubgraphIdentity = Pick<RequestContext, 'tenantId' | 'caller' | 'forwarded' | 'client'>;

/** Seconds a signed context lives. */
const CONTEXT_TTL_SECONDS = 60;
/** A signed context is handed out again until this much of its life is left, then signed anew. */
const REUSE_SECONDS = CONTEXT_TTL_SECONDS / 2;

/*
 * A signed context names only who calls (tenant, caller, forwarded headers); the request and
 * trace ids travel as `x-request-id` and `traceparent`. So one caller's fetches within half a
 * minute carry the same token: the gateway signs it once and each subgraph verifies it once
 * (./verified-tokens.ts; both caches hold TOKEN_CACHE_MAX entries). Signing and verifying were
 * about 30 µs per fetch, 5 % of a subgraph's CPU with many callers (docs/performance.md). The
 * token proves no more than the caller's own access token proves for as long, and subgraphs are
 * reachable only from inside the platform (docs/conventions.md, "Tokens and tenancy").
 */
const signed = new LRUCache<string, { token: string; renewAt: number }>({
  max: tokenCacheSize(),
});

/**
 * A new signed context for `identity`: a subgraph accepts nothing else, so its own port is no way
 * around authentication. Only the identity's own fields are signed, whatever else it carries.
 */
export function signSubgraphContext(identity: SubgraphIdentity): string {
  const ctx: SubgraphIdentity = { tenantId: identity.tenantId, caller: identity.caller };
  if (identity.forwarded) ctx.forwarded = identity.forwarded;
  if (identity.client) ctx.client = identity.client;
  return jwt.sign({ ctx }, signingKeys().subgraph, {
    algorithm: 'HS256',
    expiresIn: CONTEXT_TTL_SECONDS,
    audience: 'subgraph',
  });
}

/** The signed context of the identity written as `key` (its JSON), reused for half its life. */
export function reusedSubgraphContext(key: string, identity: () => SubgraphIdentity): string {
  const now = systemClock.now().getTime();
  const known = signed.get(key);
  if (known && known.renewAt > now) return known.token;
  const token = signSubgraphContext(identity());
  signed.set(key, { token, renewAt: now + REUSE_SECONDS * 1000 });
  return token;
}

/** The identity of a valid signed context, verified once per text while it lives; anything else throws. */
const verifiedIdentity = verifiedOnce<SubgraphIdentity>((token) => {
  const payload = jwt.verify(token, signingKeys().subgraph, {
    algorithms: ['HS256'],
    audience: 'subgraph',
  }) as { ctx: SubgraphIdentity; exp: number };
  // A context without `exp` (or one far ahead) would work for ever: the gateway signs none such.
  if (!hasBoundedLifetime(payload, CONTEXT_TTL_SECONDS)) throw new Error('unbounded lifetime');
  const { tenantId, caller, forwarded, client } = payload.ctx;
  if (caller) Object.freeze(caller.roles);
  if (forwarded) Object.freeze(forwarded);
  const identity = Object.freeze({
    tenantId,
    caller: caller && Object.freeze(caller),
    forwarded,
    client: client && Object.freeze(client),
  });
  return { value: identity, expiresAt: payload.exp * 1000 };
});

/** The identity a signed context vouches for; a missing or invalid one is 401. */
export function verifySubgraphContext(token: string | undefined): SubgraphIdentity {
  if (!token) throw new UnauthenticatedError('Requests must come through the gateway');
  try {
    return verifiedIdentity(token);
  } catch {
    throw new UnauthenticatedError('Requests must come through the gateway');
  }
}
