import { createPrivateKey, createPublicKey, createSecretKey, type KeyObject } from 'node:crypto';
import type { Algorithm } from 'jsonwebtoken';
import { loadSecrets } from '../config';

export interface SigningKeys {
  algorithm: Algorithm;
  sign: KeyObject;
  verify: KeyObject;
  /** HS256 key of the gateway-to-subgraph context token. */
  subgraph: KeyObject;
}

let cached: SigningKeys | undefined;

/**
 * Keys as KeyObjects, made once. Handed a string, jsonwebtoken first tries to read it as a PEM
 * key and catches the failure on every call, which cost a fifth of the gateway's CPU.
 */
export function signingKeys(): SigningKeys {
  if (cached) return cached;
  const secrets = loadSecrets();
  const subgraph = createSecretKey(Buffer.from(secrets.subgraphSecret));
  if (secrets.jwtPrivateKey && secrets.jwtPublicKey) {
    cached = {
      algorithm: 'RS256',
      sign: createPrivateKey(secrets.jwtPrivateKey),
      verify: createPublicKey(secrets.jwtPublicKey),
      subgraph,
    };
  } else {
    const key = createSecretKey(Buffer.from(secrets.jwtSecret));
    cached = { algorithm: 'HS256', sign: key, verify: key, subgraph };
  }
  return cached;
}
