import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '../../lib/clock';
import type { RequestContext } from '../../lib/context';
import type { Sql } from '../../lib/db/pool';
import type { AppError } from '../../lib/errors';
import type { CredentialAttempt } from './credential-attempts';
import {
  MemoryRateLimiter,
  PostgresRateLimiter,
  type RateDecision,
  type RateLimiter,
} from './limiter';
import { addressKey } from '../../lib/http/address-key';
import type { RateLimitOptions } from './policy';
import { FAILURE_WINDOWS, failureCounts, longestWait, type FailureCount } from './login-failures';
import { pairDigest, SignInAddresses } from './sign-in-addresses';
import { addressError, failuresError, resetsError, signupsError } from './credential-refusals';

/** What a login's answer said of its credential: refused (a wrong password), accepted, or neither (never checked). */
export type LoginOutcome = 'refused' | 'signed-in' | 'unchecked';

/** One login's failure counts, taken before it ran, kept or given back once its outcome is known. */
export interface CountedLogin {
  responseKey: string;
  /** Its (account, address) pair (./sign-in-addresses.ts), remembered when the login succeeds. */
  pair: string;
  counts: FailureCount[];
  takenAt: number;
}

export type Admission =
  | { allowed: true; counted: CountedLogin[] }
  | { allowed: false; error: AppError; decision: RateDecision };

/**
 * Where the HTTP layer writes the client's address on a request's context. A symbol-keyed
 * property, not a map keyed by the context: Apollo Server runs each operation on a copy of the
 * context (own properties copied, symbols included), and the signed subgraph context names its
 * fields one by one, so the address goes no further than the gateway.
 */

type CredentialOptions = Required<
  Pick<
    RateLimitOptions,
    'credentialsPerMinute' | 'loginFailures' | 'passwordResetsPerHour' | 'signupsPerHour'
  >
>;

/**
 * The limits of credential operations (./credential-attempts.ts), on top of the request limits of
 * ./policy.ts and whatever token comes with the request: per client address; for login per
 * (account, address) pair and, from addresses new to the account, per account, counting failures
 * only (a right password gives its counts back, and makes its address known to the account:
 * ./login-failures.ts); for password reset requests per account too, counting each (the answer
 * is the same for every address, so the count is kept for unknown addresses alike and its refusal
 * says nothing either); for sign-ups per address and hour, counting each (a sign-up mails the
 * address it names, so a stranger's machine cannot mail thousands of them). Counts live in the same limiters as the request limits, so with
 * RATE_LIMIT_STORE=postgres every gateway instance shares them; the known addresses are always
 * in PostgreSQL (./sign-in-addresses.ts).
 */
export class CredentialLimits {
  private readonly perAddress?: RateLimiter;
  /** One limiter per window length (./login-failures.ts); none when login failures are not limited. */
  private readonly failures = new Map<number, RateLimiter>();
  private readonly resetsPerAccount?: RateLimiter;
  private readonly signupsPerAddress?: RateLimiter;

  constructor(
    private readonly options: CredentialOptions,
    limiter: (windowMs: number) => RateLimiter,
    private readonly addresses: SignInAddresses,
    private readonly clock: Clock = systemClock,
  ) {
    this.perAddress = options.credentialsPerMinute > 0 ? limiter(60_000) : undefined;
    this.resetsPerAccount = options.passwordResetsPerHour > 0 ? limiter(60 * 60_000) : undefined;
    this.signupsPerAddress = options.signupsPerHour > 0 ? limiter(60 * 60_000) : undefined;
    if (options.loginFailures > 0)
      for (const { windowMs } of FAILURE_WINDOWS) this.failures.set(windowMs, limiter(windowMs));
  }

  /**
   * Counts the attempts before any runs: one per attempt against the client's address, and one
   * failure per login against its pair and, from an address new to the account, the account, so
   * concurrent guesses cannot slip past a count not yet made. A refusal gives back the failures
   * it counted: nothing was tried.
   */
  async admit(context: RequestContext, attempts: CredentialAttempt[]): Promise<Admission> {
    const now = this.clock.now().getTime();
    // The HTTP layer names each request's client (gateway/request-client.ts).
    const address = context.client ? addressKey(context.client.address) : 'unknown';
    const counted: CountedLogin[] = [];
    for (const attempt of attempts) {
      if (this.perAddress) {
        const decision = await this.perAddress.take(
          `credentials:address:${address}`,
          this.options.credentialsPerMinute,
          now,
        );
        if (!decision.allowed) return this.refuse(counted, addressError(decision), decision);
      }
      if (attempt.field === 'register' && this.signupsPerAddress) {
        const decision = await this.signupsPerAddress.take(
          `signups:address:${address}`,
          this.options.signupsPerHour,
          now,
        );
        if (!decision.allowed) return this.refuse(counted, signupsError(decision), decision);
      }
      if (!attempt.account) continue;
      const account = accountKey(attempt.account);
      if (attempt.field === 'requestPasswordReset') {
        const decision = await this.resetsPerAccount?.take(
          `password-resets:${account}`,
          this.options.passwordResetsPerHour,
          now,
        );
        if (decision && !decision.allowed)
          return this.refuse(counted, resetsError(decision), decision);
        continue;
      }
      if (this.failures.size === 0) continue;
      const pair = pairDigest(attempt.account, address);
      const known = await this.addresses.known(pair, now);
      const counts = failureCounts(this.options.loginFailures, { account, pair }, known);
      const decisions = await Promise.all(
        counts.map(async (count) => ({
          ...(await this.limiter(count).take(count.key, count.limit, now)),
          scope: count.scope,
        })),
      );
      counted.push({ responseKey: attempt.responseKey, pair, counts, takenAt: now });
      const refused = longestWait(decisions);
      if (refused) return this.refuse(counted, failuresError(refused), refused);
    }
    return { allowed: true, counted };
  }

  /**
   * Once the answer is known: keeps the counts of logins whose credential was refused and gives
   * back every other's (succeeded, or never checked); a login that succeeded makes its address
   * known to the account for 30 days.
   */
  async settle(
    counted: CountedLogin[],
    outcome: (responseKey: string) => LoginOutcome,
  ): Promise<void> {
    const outcomes = counted.map((login) => ({ login, outcome: outcome(login.responseKey) }));
    await Promise.all([
      this.giveBack(outcomes.filter((o) => o.outcome !== 'refused').map((o) => o.login)),
      ...outcomes
        .filter((o) => o.outcome === 'signed-in')
        .map((o) => this.addresses.remember(o.login.pair)),
    ]);
  }

  /** Writes the counts not yet shared (./limiter.ts), once the server takes no more requests. */
  async close(): Promise<void> {
    const limiters = [this.perAddress, this.resetsPerAccount, this.signupsPerAddress];
    await Promise.all([...limiters, ...this.failures.values()].map((limiter) => limiter?.close()));
  }

  private async refuse(
    counted: CountedLogin[],
    error: AppError,
    decision: RateDecision,
  ): Promise<Admission> {
    await this.giveBack(counted);
    return { allowed: false, error, decision };
  }

  private async giveBack(logins: CountedLogin[]): Promise<void> {
    await Promise.all(
      logins.flatMap((login) =>
        login.counts.map((count) => this.limiter(count).giveBack(count.key, login.takenAt)),
      ),
    );
  }

  private limiter(count: FailureCount): RateLimiter {
    return this.failures.get(count.window.windowMs)!;
  }
}

/** Accounts are counted under a hash of their e-mail: the limits table holds no address. */
function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}

/** The credential limits the options ask for, or none when all are off (0 or absent). */
export function createCredentialLimits(
  options: RateLimitOptions,
  sql: Sql,
  clock: Clock = systemClock,
): CredentialLimits | undefined {
  const credentialsPerMinute = options.credentialsPerMinute ?? 0;
  const loginFailures = options.loginFailures ?? 0;
  const passwordResetsPerHour = options.passwordResetsPerHour ?? 0;
  const signupsPerHour = options.signupsPerHour ?? 0;
  if (
    credentialsPerMinute === 0 &&
    loginFailures === 0 &&
    passwordResetsPerHour === 0 &&
    signupsPerHour === 0
  )
    return undefined;
  const limiter = (windowMs: number) =>
    options.store === 'postgres'
      ? new PostgresRateLimiter(sql, windowMs)
      : new MemoryRateLimiter(windowMs);
  return new CredentialLimits(
    {
      credentialsPerMinute,
      loginFailures,
      passwordResetsPerHour,
      signupsPerHour,
    },
    limiter,
    new SignInAddresses(sql, clock),
    clock,
  );
}
