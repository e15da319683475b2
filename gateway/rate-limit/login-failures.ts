import type { RateDecision } from './limiter';

/**
 * Failed logins are counted in three fixed windows at once, each allowing more failures than the
 * last: `loginFailures` in a minute, twice that in a quarter hour, four times that in an hour (5,
 * 10, 20 by default). Past one, the login waits for that window to end (docs/errors.md, "Rate
 * limits").
 */
export const FAILURE_WINDOWS = [
  { name: 'minute', windowMs: 60_000, times: 1 },
  { name: 'quarter-hour', windowMs: 15 * 60_000, times: 2 },
  { name: 'hour', windowMs: 60 * 60_000, times: 4 },
] as const;

type FailureWindow = (typeof FAILURE_WINDOWS)[number];

/**
 * Whose failures a count is: the (account, address) pair's, which every address has, or the
 * account's, which only addresses new to it share.
 */
type FailureScope = 'pair' | 'account';

/** One count a login takes before it runs, in one window. */
export interface FailureCount {
  scope: FailureScope;
  window: FailureWindow;
  key: string;
  limit: number;
}

/**
 * The counts one login takes: always its pair's windows, so one address guesses at most
 * `loginFailures` passwords of an account a minute; and, from an address that has not signed in
 * to the account in the last 30 days, the account's windows too, shared by every such address.
 * An address the account signed in from lately is never counted there and never refused by them:
 * failures elsewhere do not stop the owner at a known address, and the account's limit only slows
 * new addresses.
 */
export function failureCounts(
  loginFailures: number,
  ids: { account: string; pair: string },
  known: boolean,
): FailureCount[] {
  const scopes: FailureScope[] = known ? ['pair'] : ['pair', 'account'];
  return scopes.flatMap((scope) =>
    FAILURE_WINDOWS.map((window) => ({
      scope,
      window,
      key: `login-failures:${scope}:${window.name}:${ids[scope]}`,
      limit: window.times * loginFailures,
    })),
  );
}

export type ScopedDecision = RateDecision & { scope: FailureScope };

/** Of several refusals, the one to answer: the longest wait, since every one must pass. */
export function longestWait(decisions: ScopedDecision[]): ScopedDecision | undefined {
  return decisions.filter((d) => !d.allowed).sort((a, b) => b.resetSeconds - a.resetSeconds)[0];
}
