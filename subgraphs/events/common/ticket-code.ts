import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../../lib/context';
import { loadSecrets } from '../../../lib/config';

/*
 * A ticket's code, the text its QR image holds (docs/api/events.md, "Check-in"): the ticket, its
 * tenant and its event, signed. It is computed when read and never stored, so a database dump
 * holds no codes; check-in verifies it before reading anything, so a forged code costs no query.
 *
 *     base64url(JSON {t: ticketId, n: tenantId, e: eventId}) "." base64url(HMAC-SHA256 of the first part)
 */

/** What a genuine code names. */
export interface TicketCodeClaims {
  ticketId: string;
  tenantId: string;
  eventId: string;
}

/** Longer than any genuine code (three UUIDs and a MAC come to about 200 characters). */
const MAX_CODE_LENGTH = 512;
const MAC_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

let derived: { source: string; key: Buffer } | undefined;

/**
 * TICKET_CODE_SECRET when set; else a key derived with HKDF from JWT_SECRET, which every
 * deployment already keeps secret (lib/config.ts), or from SUBGRAPH_SECRET when RS256 keys replace
 * JWT_SECRET. The label keeps a code's MAC from ever being usable as a token's signature.
 */
function codeKey(): Buffer {
  const own = process.env.TICKET_CODE_SECRET;
  const secrets = own ? undefined : loadSecrets();
  const source = own ?? (secrets!.jwtSecret || secrets!.subgraphSecret);
  if (derived?.source !== source) {
    const key = own
      ? Buffer.from(own)
      : Buffer.from(hkdfSync('sha256', source, 'lanes.events', 'ticket-code', 32));
    derived = { source, key };
  }
  return derived.key;
}

const mac = (payload: string): Buffer => createHmac('sha256', codeKey()).update(payload).digest();

/** The code of a ticket: unguessable without the key, verifiable without the database. */
export function signTicketCode(claims: TicketCodeClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ t: claims.ticketId, n: claims.tenantId, e: claims.eventId }),
  ).toString('base64url');
  return `${payload}.${mac(payload).toString('base64url')}`;
}

/**
 * The claims of a genuine code, or null for anything else (a changed payload or signature, a code
 * signed with another key, garbage of any type or length): it never throws. The signature is
 * compared in constant time before the payload is parsed.
 */
export function verifyTicketCode(code: unknown): TicketCodeClaims | null {
  if (typeof code !== 'string' || code.length > MAX_CODE_LENGTH) return null;
  const parts = code.split('.');
  if (parts.length !== 2 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [payload, signature] = parts;
  const given = Buffer.from(signature, 'base64url');
  // Only the canonical spelling: the last character's unused bits would let four texts pass.
  if (given.length !== MAC_BYTES || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, mac(payload))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { t, n, e } = (claims ?? {}) as Record<string, unknown>;
  if (!isUuid(t) || !isUuid(n) || !isUuid(e)) return null;
  return { ticketId: t, tenantId: n, eventId: e };
}
