import { LRUCache } from 'lru-cache';
import { envInt } from '../config';
import { verifyAccessToken, type AccessClaims } from './tokens';

/*
 * Access tokens already verified, by their text. A token's signature and claims never change, so
 * verifying the same text again proves nothing new: only time can change the answer, and each
 * hit checks `exp` again. Real traffic is many requests per caller within a token's 15 minutes;
 * verification was about 7 % of the gateway's CPU per request (docs/performance.md). Bounded
 * (TOKEN_CACHE_MAX entries, least recently used out first); a token that fails verification is
 * never kept, so a forged one costs a full verification every time. Signing keys are read once
 * per process (./keys.ts), so no entry can outlive the key that verified it.
 */
const verified = new LRUCache<string, AccessClaims>({
  max: Math.max(1, envInt('TOKEN_CACHE_MAX', 10_000)),
});

/** The claims of a valid access token (./tokens.ts verifyAccessToken), verified once per text while it lives. */
export function verifiedAccessClaims(token: string): AccessClaims {
  const known = verified.get(token);
  if (known && known.exp * 1000 > Date.now()) return known;
  // Shared by every request of the token from now on: frozen, so none can change another's.
  const claims = verifyAccessToken(token);
  Object.freeze(claims.roles);
  verified.set(token, Object.freeze(claims));
  return claims;
}
