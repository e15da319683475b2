import { TEST_PASSWORD } from '../accounts';
import { restData, restError } from '../answers';
import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';

// Login, refresh, register and verify-email are limited per client address and login per
// account, whatever token comes with them (docs/errors.md, "Rate limits"). Counts are shared
// through PostgreSQL, as with several gateway instances; each test speaks from addresses of its
// own (one trusted proxy, X-Forwarded-For), so their counts stay apart.
const LIMITS = {
  perMinute: 1200,
  anonymousPerMinute: 120,
  store: 'postgres' as const,
  trustedProxies: 1,
  credentialsPerMinute: 12,
  loginFailures: 3,
};
const { p, t } = platformFixture({ rateLimit: LIMITS });

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const from = (address: string) => ({ 'x-forwarded-for': address });
let nextAddress = 0;
/** An address no other request of the file used. */
const freshAddress = () => `198.51.100.${++nextAddress}`;

/** A login with the attacker's own valid token attached, from an address of its own each time. */
const login = (email: string, password: string, token = t.organizer.token) =>
  p.rest('POST', '/auth/v1/login', {
    token,
    body: { email, password },
    headers: from(freshAddress()),
  });

/** Calls until the first 429 (at most `max`); answers the refusal and how many answers came before it. */
async function untilRefused(
  call: () => Promise<HttpAnswer>,
  max: number,
): Promise<{ refused: HttpAnswer; before: HttpAnswer[] }> {
  const before: HttpAnswer[] = [];
  for (let i = 0; i < max; i++) {
    const answer = await call();
    if (answer.status === 429) return { refused: answer, before };
    before.push(answer);
  }
  throw new Error(`never refused: ${JSON.stringify(before.map((a) => a.status))}`);
}

/**
 * Wrong passwords until the account is locked, with at least `seconds` of the lockout left (a
 * lockout about to end at a window's boundary is waited out and made again).
 */
async function lockOut(email: string, seconds = 5): Promise<HttpAnswer> {
  for (;;) {
    const { refused, before } = await untilRefused(
      () => login(email, 'not-the-password'),
      8 * LIMITS.loginFailures,
    );
    // At most the minute's allowance, or twice it when a minute boundary fell among the attempts.
    expect(before.length).toBeLessThanOrEqual(2 * LIMITS.loginFailures);
    expect(before.every((answer) => answer.status === 401)).toBe(true);
    const retryAfter = Number(refused.headers['retry-after']);
    if (retryAfter >= seconds) return refused;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
  }
}

describe('an account under password guessing', () => {
  it('is locked after a few wrong passwords from any addresses, with a bearer token attached, and the right one waits too', async () => {
    const refused = await lockOut(t.user.email);
    const error = restError(refused, 429, 'RATE_LIMITED');
    expect(error.message).toMatch(/Too many failed logins for this account; try again in \d+ s/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['ratelimit-remaining']).toBe('0');

    // The right password is refused during the lockout, on REST and GraphQL, with or without a token.
    restError(await login(t.user.email, TEST_PASSWORD), 429, 'RATE_LIMITED');
    restError(
      await p.rest('POST', '/auth/v1/login', {
        body: { email: t.user.email, password: TEST_PASSWORD },
        headers: from(freshAddress()),
      }),
      429,
      'RATE_LIMITED',
    );
    const gql = await p.graphql(
      LOGIN,
      { input: { email: t.user.email.toUpperCase(), password: TEST_PASSWORD } },
      { token: t.organizer.token, headers: from(freshAddress()) },
    );
    expect([gql.status, gql.body.errors?.[0].extensions.code, gql.body.data ?? null]).toEqual([
      429,
      'RATE_LIMITED',
      null,
    ]);
    expect(Number(gql.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Other accounts are not affected, and no e-mail is stored with the counts.
    expect(restData(await login(t.admin.email, TEST_PASSWORD)).accessToken).toEqual(
      expect.any(String),
    );
    const keys = await p.prisma.rateLimitWindow.findMany({ select: { key: true } });
    expect(keys.filter((row) => row.key.includes('@'))).toEqual([]);
  });

  it('counts failures only: logins with the right password never lock an account', async () => {
    for (let i = 0; i < 2 * LIMITS.loginFailures + 1; i++)
      expect((await login(t.admin.email, TEST_PASSWORD)).status).toBe(200);
    const { refused, before } = await untilRefused(
      () => login(t.admin.email, 'not-the-password'),
      4 * LIMITS.loginFailures,
    );
    expect(before.length).toBeGreaterThanOrEqual(LIMITS.loginFailures);
    restError(refused, 429, 'RATE_LIMITED');
  });

  it('lets one GraphQL request test no more passwords than the account allows: each alias counts', async () => {
    const email = t.organizer.email;
    const aliases = (n: number, password: string) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: login(input: { email: "${email}", password: "${password}${i}" }) { accessToken }`).join(' ')} }`;
    const many = await p.graphql(aliases(LIMITS.loginFailures + 1, 'guess-'), undefined, {
      headers: from(freshAddress()),
    });
    expect([many.status, many.body.errors?.[0].extensions.code]).toEqual([429, 'RATE_LIMITED']);
    // Refused before any password was tried: the account is not locked by it.
    const right = () =>
      p.rest('POST', '/auth/v1/login', {
        body: { email, password: TEST_PASSWORD },
        headers: from(freshAddress()),
      });
    expect((await right()).status).toBe(200);

    // A request within the allowance runs (identity stops at the first wrong password of a
    // mutation); only the failures it met stay counted.
    const tried = await p.graphql(aliases(LIMITS.loginFailures, 'guess-'), undefined, {
      headers: from(freshAddress()),
    });
    expect(tried.status).toBe(200);
    expect(
      tried.body.errors.map((e: { path: string[]; extensions: { code: string } }) => [
        e.path[0],
        e.extensions.code,
      ]),
    ).toEqual([['a0', 'UNAUTHENTICATED']]);
    // So the same request fits again, but not one more alias than the failures left allow.
    const second = await p.graphql(aliases(LIMITS.loginFailures, 'guess-'), undefined, {
      headers: from(freshAddress()),
    });
    expect([second.status, second.body.errors?.[0].extensions.code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('a login refused by another check of the gateway', () => {
  it('does not count against the account: no password was tried', async () => {
    // Over the alias limit (GRAPHQL_MAX_ALIASES, 30): 400 QUERY_LIMIT_EXCEEDED before anything runs.
    const other = await p.newTenant();
    const fields = Array.from({ length: 31 }, (_, i) => `t${i}: accessToken`).join(' ');
    const document = `mutation { login(input: { email: "${other.user.email}", password: "guess" }) { ${fields} } }`;
    for (let i = 0; i <= LIMITS.loginFailures; i++) {
      const refused = await p.graphql(document, undefined, { headers: from(freshAddress()) });
      expect(refused.body.errors?.[0].extensions.code).toBe('QUERY_LIMIT_EXCEEDED');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      (
        await p.rest('POST', '/auth/v1/login', {
          body: { email: other.user.email, password: TEST_PASSWORD },
          headers: from(freshAddress()),
        })
      ).status,
    ).toBe(200);
  });
});

describe('credential operations from one address', () => {
  it('are limited per address whatever token comes with them: login, refresh and register share the budget', async () => {
    const address = freshAddress();
    const attempts = [
      () =>
        p.rest('POST', '/auth/v1/login', {
          token: t.organizer.token,
          body: { email: `nobody-${Math.random()}@example.test`, password: 'whatever-123' },
          headers: from(address),
        }),
      () =>
        p.rest('POST', '/auth/v1/refresh', {
          token: t.organizer.token,
          body: { refreshToken: 'not.a.token' },
          headers: from(address),
        }),
      () =>
        p.rest('POST', '/auth/v1/register', {
          token: t.organizer.token,
          body: {
            email: t.admin.email,
            password: TEST_PASSWORD,
            name: 'Again',
            tenantName: 'Again',
          },
          headers: from(address),
        }),
    ];
    let i = 0;
    const { refused, before } = await untilRefused(
      () => attempts[i++ % attempts.length](),
      3 * LIMITS.credentialsPerMinute,
    );
    // The minute's allowance, or twice it when a minute boundary fell among the attempts.
    expect(before.length).toBeLessThanOrEqual(2 * LIMITS.credentialsPerMinute);
    expect(before.length).toBeGreaterThanOrEqual(1);
    expect(restError(refused, 429, 'RATE_LIMITED').message).toMatch(
      /Too many sign-in attempts from this address: at most 12 a minute/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same address without a token is the same bucket; another address is not.
    const anonymous = await p.rest('POST', '/auth/v1/login', {
      body: { email: 'nobody@example.test', password: 'whatever-123' },
      headers: from(address),
    });
    const elsewhere = await p.rest('POST', '/auth/v1/login', {
      body: { email: 'nobody@example.test', password: 'whatever-123' },
      headers: from(freshAddress()),
    });
    if (Number(refused.headers['retry-after']) > 2) expect(anonymous.status).toBe(429);
    expect(elsewhere.status).toBe(401);
  });
});
