import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { derivedKey } from '../lib/auth/derived-keys';
import type { KeyScope, ReplayBody, SealedBody } from './data/idempotency-store';

/** Whose answer it is: a sealed body opens only for this key of this caller and this request. */
export interface SealingScope extends KeyScope {
  requestHash: string;
  status: number;
}

const TAG_BYTES = 16;

/**
 * The keys, derived from SUBGRAPH_SECRET (lib/auth/derived-keys.ts), so a database dump alone opens
 * nothing and tests no guess, and any instance opens what another sealed.
 */
function keys(): { sealing: Buffer; digest: Buffer } {
  return {
    sealing: derivedKey('lanes.idempotency-keys', 'replay bodies, aes-256-gcm, v1'),
    digest: derivedKey('lanes.idempotency-keys', 'request digests, hmac-sha256, v1'),
  };
}

/**
 * What identifies a request in its row: an HMAC, not a plain hash. A request body can hold a
 * password (a login sent with a bearer token), and a plain SHA-256 of it in a dump would let
 * anyone test guesses at hashing speed.
 */
export function requestDigest(text: string): string {
  return createHmac('sha256', keys().digest).update(text).digest('hex');
}

/** Binds the ciphertext to its row: a body copied to another key, caller or request does not open. */
function additionalData(scope: SealingScope): Buffer {
  return Buffer.from(
    JSON.stringify([scope.tenantId, scope.callerId, scope.key, scope.requestHash, scope.status]),
  );
}

export function sealBody(scope: SealingScope, body: ReplayBody): SealedBody {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys().sealing, iv);
  cipher.setAAD(additionalData(scope));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(body), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    sealed: 'aes-256-gcm/v1',
    iv: iv.toString('base64url'),
    data: data.toString('base64url'),
  };
}

/** The stored answer, or null when it does not open: sealed for another row, altered, or sealed under another SUBGRAPH_SECRET. */
export function openBody(scope: SealingScope, stored: SealedBody | null): ReplayBody | null {
  if (stored?.sealed !== 'aes-256-gcm/v1') return null;
  try {
    const data = Buffer.from(stored.data, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keys().sealing,
      Buffer.from(stored.iv, 'base64url'),
    );
    decipher.setAAD(additionalData(scope));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(data.subarray(0, data.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as ReplayBody;
  } catch {
    return null;
  }
}
