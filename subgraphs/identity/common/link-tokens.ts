import { createHash, randomBytes } from 'node:crypto';

/*
 * The tokens of the links identity mails (e-mail verification, password reset, invitation): 32
 * random bytes, of which only the SHA-256 is stored, so the tables alone open nothing.
 */

/** 32 random bytes, base64url: always 43 characters of this alphabet. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` could be a link's token at all (anything else is refused before a lookup). */
export function isLinkToken(token: string): boolean {
  return LINK_TOKEN.test(token);
}

/**
 * What every event handing a link to the mail sender carries (common/events.ts): whose link, where
 * it goes, its token and until when it works.
 */
export function linkEventData(user: { id: string; email: string }, issued: IssuedToken) {
  return {
    userId: user.id,
    email: user.email,
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
  };
}

/** A new link token, valid for `ttlMs` from `now`. */
export function issueToken(now: Date, ttlMs: number): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}
