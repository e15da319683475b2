import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { loadSecrets } from '../lib/config';
import type { KeyScope, ReplayBody, SealedBody } from './data/idempotency-store';

/** Whose answer it is: a sealed body opens only for this key of this caller and this request. */
export interface SealingScope extends KeyScope {
  requestHash: string;
  status: number;
}

const TAG_BYTES = 16;
let derived: { secret: string; key: Buffer } | undefined;

/**
 * The sealing key: HKDF-SHA256 of SUBGRAPH_SECRET, which every gateway instance already shares
 * (README, "Configuration") and which, unlike JWT_SECRET, is set with RS256 keys too. So a database
 * dump alone opens nothing, and any instance opens what another sealed.
 */
function sealingKey(): Buffer {
  const secret = loadSecrets().subgraphSecret;
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'lanes.idempotency-keys', 'replay bodies, aes-256-gcm, v1', 32)) };
  }
  return derived.key;
}

/** Binds the ciphertext to its row: a body copied to another key, caller or request does not open. */
function additionalData(scope: SealingScope): Buffer {
  return Buffer.from(JSON.stringify([scope.tenantId, scope.callerId, scope.key, scope.requestHash, scope.status]));
}

export function sealBody(scope: SealingScope, body: ReplayBody): SealedBody {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  cipher.setAAD(additionalData(scope));
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { sealed: 'aes-256-gcm/v1', iv: iv.toString('base64url'), data: data.toString('base64url') };
}

/**
 * The stored answer, or null when it does not open: sealed for another row, altered, or sealed
 * under another SUBGRAPH_SECRET. A row stored in plain text before answers were sealed is handed
 * back as it is; such rows are gone 24 hours after the upgrade.
 */
export function openBody(scope: SealingScope, stored: SealedBody | ReplayBody): ReplayBody | null {
  if (!('sealed' in stored)) return stored;
  if (stored.sealed !== 'aes-256-gcm/v1') return null;
  try {
    const data = Buffer.from(stored.data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(stored.iv, 'base64url'));
    decipher.setAAD(additionalData(scope));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as ReplayBody;
  } catch {
    return null;
  }
}
