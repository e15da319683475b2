import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` is `sha256=` and the lowercase hex HMAC-SHA256 of the exact payload bytes,
 * keyed with the source's secret: the rule outgoing webhooks are signed by (docs/webhooks.md).
 * The comparison takes the same time wherever the first difference is (timingSafeEqual over
 * equal-length digests), so timing tells a forger nothing.
 */
export function validSignature(
  secret: string,
  payload: string,
  header: string | null | undefined,
): boolean {
  const expected = createHmac('sha256', secret).update(payload, 'utf8').digest();
  const match = /^sha256=([0-9a-f]{64})$/.exec(header?.trim() ?? '');
  const given = match ? Buffer.from(match[1], 'hex') : Buffer.alloc(expected.length);
  // Compared even when malformed, so a malformed header costs as long as a wrong one.
  return timingSafeEqual(expected, given) && match !== null;
}
