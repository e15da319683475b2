import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { envInt } from '../config';

// scrypt with N=2^15 costs about 50 ms here: slow for guessing, fine for a login.
const DEFAULT_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 128 * n * r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * N as a power of two: PASSWORD_HASH_COST, 15 unless set. Lower is only for test runs, which hash
 * thousands of passwords (test/global-setup.ts sets 10); below 10 it is refused, and a hash keeps
 * its own N, so passwords hashed at one cost still verify at another.
 */
export function passwordHashN(): number {
  const log2 = envInt('PASSWORD_HASH_COST', DEFAULT_COST);
  if (log2 < 10 || log2 > 20) throw new Error('PASSWORD_HASH_COST must be between 10 and 20');
  return 2 ** log2;
}

/** Returns `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const N = passwordHashN();
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
