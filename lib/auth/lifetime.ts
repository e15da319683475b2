import { systemClock } from '../clock';

/**
 * How far ahead a token's `exp` may lie beyond the lifetime its issuer gives it: the clock of the
 * process that signed it may run ahead of the one that checks it.
 */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Whether a verified token's payload has a lifetime the platform could have given it: an `exp` at
 * all (jsonwebtoken accepts a token without one, which would then never expire) and no further
 * ahead than `lifetimeSeconds` (plus the skew) from now. A token that fails was not made by the
 * platform's own signing code, whatever key signed it (docs/conventions.md, "Tokens and tenancy").
 */
export function hasBoundedLifetime(
  payload: Record<string, unknown>,
  lifetimeSeconds: number,
  nowSeconds = systemClock.now().getTime() / 1000,
): boolean {
  const exp = payload.exp;
  return (
    typeof exp === 'number' &&
    Number.isFinite(exp) &&
    exp - nowSeconds <= lifetimeSeconds + CLOCK_SKEW_SECONDS
  );
}
