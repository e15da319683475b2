import { hkdfSync } from 'node:crypto';
import { loadSecrets } from '../config';

const derived = new Map<string, { secret: string; key: Buffer }>();

/**
 * A 32-byte key for one use (`salt` names the feature, `info` the use and its version), derived
 * with HKDF-SHA256 from SUBGRAPH_SECRET, which every gateway instance and service already shares
 * (README, "Configuration") and which, unlike JWT_SECRET, is set with RS256 keys too. A derived key
 * opens nothing another use keeps. Each is derived once, and again only if the secret changes.
 */
export function derivedKey(salt: string, info: string): Buffer {
  const secret = loadSecrets().subgraphSecret;
  const name = `${salt}\n${info}`;
  const known = derived.get(name);
  if (known?.secret === secret) return known.key;
  const key = Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
  derived.set(name, { secret, key });
  return key;
}
