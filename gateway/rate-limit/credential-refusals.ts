import { AppError } from '../../lib/errors';
import type { RateDecision } from './limiter';
import type { ScopedDecision } from './login-failures';

// The refusals of the credential limits (./credential-limits.ts): 429 RATE_LIMITED, saying which
// budget is spent and how long to wait (docs/errors.md, "Rate limits").

export function addressError(decision: RateDecision): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many sign-in attempts from this address: at most ${decision.limit} a minute; try again in ${decision.resetSeconds} s`,
    429,
  );
}

/**
 * Says nothing of whether the account exists: unknown e-mails are counted the same way, and no
 * address has signed in to them. The account's refusal tells the owner where it can still sign in.
 */
export function failuresError(decision: ScopedDecision): AppError {
  const where =
    decision.scope === 'pair'
      ? 'from this address'
      : 'from addresses that have not signed in to it lately';
  return new AppError(
    'RATE_LIMITED',
    `Too many failed logins for this account ${where}; try again in ${decision.resetSeconds} s`,
    429,
  );
}

/** Says nothing of whether the account exists: every address is counted. */
export function resetsError(decision: RateDecision): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many password reset requests for this address: at most ${decision.limit} an hour; try again in ${decision.resetSeconds} s`,
    429,
  );
}

/** Sign-ups mail the addresses they name: a stranger's address signs up only so many tenants. */
export function signupsError(decision: RateDecision): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many sign-ups from this address: at most ${decision.limit} an hour; try again in ${decision.resetSeconds} s`,
    429,
  );
}
