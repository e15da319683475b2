import { LRUCache } from 'lru-cache';
import { systemClock } from '../clock';
import { envInt } from '../config';
import { verifyAccessToken, type AccessClaims } from './tokens';

/** How many entries each cache of tokens holds, least recently used out first (TOKEN_CACHE_MAX). */
export function tokenCacheSize(): number {
  return Math.max(1, envInt('TOKEN_CACHE_MAX', 10_000));
}

/*
 * Tokens already verified, by their text. A token's signature and claims never change, so
 * verifying the same text again proves nothing new: only time can change the answer, and each
 * hit checks the expiry again. Real traffic is many requests per caller within a token's life;
 * verification was about 7 % of the gateway's CPU per request (docs/performance.md). A token that
 * fails verification is never kept, so a forged one costs a full verification every time. Signing
 * keys are read once per process (./keys.ts), so no entry can outlive the key that verified it.
 */

/**
 * `verify` run once per token text while what it returns lives (`expiresAt`, epoch ms): the
 * verified value, shared by every later request of that token, so `verify` freezes what it returns.
 */
export function verifiedOnce<T>(
  verify: (token: string) => { value: T; expiresAt: number },
): (token: string) => T {
  const verified = new LRUCache<string, { value: T; expiresAt: number }>({
    max: tokenCacheSize(),
  });
  return (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > systemClock.now().getTime()) return known.value;
    const fresh = verify(token);
    verified.set(token, fresh);
    return fresh.value;
  };
}

/** The claims of a valid access token (./tokens.ts verifyAccessToken), verified once per text while it lives. */
export const verifiedAccessClaims = verifiedOnce<AccessClaims>((token) => {
  const claims = verifyAccessToken(token);
  Object.freeze(claims.roles);
  return { value: Object.freeze(claims), expiresAt: claims.exp * 1000 };
});
