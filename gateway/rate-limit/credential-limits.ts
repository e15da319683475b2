import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '../../lib/context';
import type { Sql } from '../../lib/db/pool';
import { AppError } from '../../lib/errors';
import type { CredentialAttempt } from './credential-attempts';
import {
  MemoryRateLimiter,
  PostgresRateLimiter,
  type RateDecision,
  type RateLimiter,
} from './limiter';
import { clientAddress, type RateLimitOptions } from './policy';

/**
 * An account's failed logins are counted in three fixed windows at once, each allowing more
 * failures than the last: `loginFailures` in a minute, twice that in a quarter hour, four times
 * that in an hour (5, 10, 20 by default). Past one, the account's logins wait for that window to
 * end: the delay grows with the failures, to an hour at most (docs/errors.md, "Rate limits").
 */
const ACCOUNT_WINDOWS = [
  { name: 'minute', windowMs: 60_000, times: 1 },
  { name: 'quarter-hour', windowMs: 15 * 60_000, times: 2 },
  { name: 'hour', windowMs: 60 * 60_000, times: 4 },
] as const;

/** One login's failure counts, taken before it ran, kept or given back once its outcome is known. */
export interface CountedLogin {
  responseKey: string;
  account: string;
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
const CLIENT_ADDRESS = Symbol('credential-limits.client-address');
type NotedContext = RequestContext & { [CLIENT_ADDRESS]?: string };

interface AccountWindow {
  name: string;
  limiter: RateLimiter;
  limit: number;
}

type CredentialOptions = Required<
  Pick<
    RateLimitOptions,
    'credentialsPerMinute' | 'loginFailures' | 'passwordResetsPerHour' | 'trustedProxies'
  >
>;

/**
 * The limits of credential operations (./credential-attempts.ts), on top of the request limits of
 * ./policy.ts and whatever token comes with the request: per client address; for login per
 * account, counting failures only (a right password gives its count back); for password reset
 * requests per account too, counting each (the answer is the same for every address, so the
 * count is kept for unknown addresses alike and its refusal says nothing either). Counts live in
 * the same limiters as the request limits, so with RATE_LIMIT_STORE=postgres every gateway
 * instance shares them.
 */
export class CredentialLimits {
  private readonly perAddress?: RateLimiter;
  private readonly perAccount: AccountWindow[];
  private readonly resetsPerAccount?: RateLimiter;

  constructor(
    private readonly options: CredentialOptions,
    limiter: (windowMs: number) => RateLimiter,
  ) {
    this.perAddress = options.credentialsPerMinute > 0 ? limiter(60_000) : undefined;
    this.resetsPerAccount = options.passwordResetsPerHour > 0 ? limiter(60 * 60_000) : undefined;
    this.perAccount =
      options.loginFailures > 0
        ? ACCOUNT_WINDOWS.map((w) => ({
            name: w.name,
            limiter: limiter(w.windowMs),
            limit: w.times * options.loginFailures,
          }))
        : [];
  }

  /** The HTTP layer names the client of each request's context; the GraphQL pipeline only sees the context. */
  noteClient(req: IncomingMessage, context: RequestContext): void {
    (context as NotedContext)[CLIENT_ADDRESS] = clientAddress(req, this.options.trustedProxies);
  }

  /**
   * Counts the attempts before any runs: one per attempt against the client's address, and one
   * failure per login against its account, so concurrent guesses cannot slip past a count not
   * yet made. A refusal gives back the failures it counted: nothing was tried.
   */
  async admit(context: RequestContext, attempts: CredentialAttempt[]): Promise<Admission> {
    const now = Date.now();
    const address = (context as NotedContext)[CLIENT_ADDRESS] ?? 'unknown';
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
      if (this.perAccount.length === 0) continue;
      const decisions = await Promise.all(
        this.perAccount.map((w) => w.limiter.take(failuresKey(w, account), w.limit, now)),
      );
      counted.push({ responseKey: attempt.responseKey, account, takenAt: now });
      const refused = decisions
        .filter((d) => !d.allowed)
        .sort((a, b) => b.resetSeconds - a.resetSeconds)[0];
      if (refused) return this.refuse(counted, accountError(refused), refused);
    }
    return { allowed: true, counted };
  }

  /** Keeps the counts of logins whose credential was refused; gives back every other (succeeded, or never checked). */
  async settle(
    counted: CountedLogin[],
    credentialRefused: (responseKey: string) => boolean,
  ): Promise<void> {
    await this.giveBack(counted.filter((login) => !credentialRefused(login.responseKey)));
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
        this.perAccount.map((w) =>
          w.limiter.giveBack(failuresKey(w, login.account), login.takenAt),
        ),
      ),
    );
  }
}

/** Accounts are counted under a hash of their e-mail: the limits table holds no address. */
function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}

const failuresKey = (window: AccountWindow, account: string) =>
  `login-failures:${window.name}:${account}`;

function addressError(decision: RateDecision): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many sign-in attempts from this address: at most ${decision.limit} a minute; try again in ${decision.resetSeconds} s`,
    429,
  );
}

/** Says nothing of whether the account exists: unknown e-mails are counted the same way. */
function accountError(decision: RateDecision): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many failed logins for this account; try again in ${decision.resetSeconds} s`,
    429,
  );
}

/** Says nothing of whether the account exists: every address is counted. */
function resetsError(decision: RateDecision): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many password reset requests for this address: at most ${decision.limit} an hour; try again in ${decision.resetSeconds} s`,
    429,
  );
}

/** The credential limits the options ask for, or none when all are off (0 or absent). */
export function createCredentialLimits(
  options: RateLimitOptions,
  sql: Sql,
): CredentialLimits | undefined {
  const credentialsPerMinute = options.credentialsPerMinute ?? 0;
  const loginFailures = options.loginFailures ?? 0;
  const passwordResetsPerHour = options.passwordResetsPerHour ?? 0;
  if (credentialsPerMinute === 0 && loginFailures === 0 && passwordResetsPerHour === 0)
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
      trustedProxies: options.trustedProxies ?? 0,
    },
    limiter,
  );
}
