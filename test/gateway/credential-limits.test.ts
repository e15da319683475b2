import { TEST_PASSWORD } from '../accounts';
import { restData, restError } from '../answers';
import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';

// Login, refresh, register and verify-email are limited per client address, and failed logins per
// (account, address) and, from addresses new to the account, per account, whatever token comes
// with them (docs/errors.md, "Rate limits"). The default limits; counts are shared through
// PostgreSQL, as with several gateway instances; each test speaks from addresses of its own (one
// trusted proxy, X-Forwarded-For), so their counts stay apart.
const LIMITS = {
  perMinute: 1200,
  anonymousPerMinute: 120,
  store: 'postgres' as const,
  trustedProxies: 1,
  credentialsPerMinute: 20,
  loginFailures: 5,
  // Above the registers the shared-budget test below can make (a third of 40 attempts).
  signupsPerHour: 15,
};
const { p, t } = platformFixture({ rateLimit: LIMITS });

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const from = (address: string) => ({ 'x-forwarded-for': address });
let nextAddress = 0;
/** An address no other request of the file used. */
const freshAddress = () => `198.51.100.${++nextAddress}`;

/** A login from `address` (a fresh one by default), with the attacker's own valid token attached. */
const login = (
  email: string,
  password: string,
  address = freshAddress(),
  token: string | undefined = t.organizer.token,
) => p.rest('POST', '/auth/v1/login', { token, body: { email, password }, headers: from(address) });

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

/** Waits for the next minute when fewer than `seconds` of this one are left: the counts' windows are fixed minutes. */
async function wellInsideAMinute(seconds = 15): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

/**
 * Wrong passwords from `tries` fresh addresses, one each, as a guesser with many addresses sends
 * them, until the account refuses new addresses with at least `seconds` of the wait left (a wait
 * about to end at a window's boundary is waited out and made again). Answers every answer.
 */
async function guessFromManyAddresses(email: string, tries: number, seconds = 5) {
  for (;;) {
    const answers: HttpAnswer[] = [];
    for (let i = 0; i < tries; i++) answers.push(await login(email, 'not-the-password'));
    const firstRefused = answers.findIndex((answer) => answer.status === 429);
    // The minute's allowance, or twice it when a minute boundary fell among the attempts.
    expect(firstRefused).toBeGreaterThanOrEqual(LIMITS.loginFailures);
    expect(firstRefused).toBeLessThanOrEqual(2 * LIMITS.loginFailures);
    expect(answers.slice(0, firstRefused).every((answer) => answer.status === 401)).toBe(true);
    expect(answers.slice(firstRefused).every((answer) => answer.status === 429)).toBe(true);
    const last = answers[answers.length - 1];
    if (Number(last.headers['retry-after']) >= seconds) return answers;
    await new Promise((resolve) =>
      setTimeout(resolve, Number(last.headers['retry-after']) * 1000 + 200),
    );
  }
}

describe('an account under password guessing from many addresses', () => {
  it('lets its owner sign in from an address it signed in from before, while new addresses wait', async () => {
    const home = freshAddress();
    expect(restData(await login(t.user.email, TEST_PASSWORD, home)).accessToken).toEqual(
      expect.any(String),
    );

    // 25 failures from 25 other addresses: new addresses are slowed after the first few.
    const answers = await guessFromManyAddresses(t.user.email, 25);
    const refused = answers[answers.length - 1];
    const error = restError(refused, 429, 'RATE_LIMITED');
    expect(error.message).toMatch(
      /^Too many failed logins for this account from addresses that have not signed in to it lately; try again in \d+ s$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['ratelimit-remaining']).toBe('0');

    // The owner at home signs in, on REST and GraphQL, with or without a token.
    expect((await login(t.user.email, TEST_PASSWORD, home)).status).toBe(200);
    expect((await login(t.user.email, TEST_PASSWORD, home, undefined)).status).toBe(200);
    const atHome = await p.graphql(
      LOGIN,
      { input: { email: t.user.email.toUpperCase(), password: TEST_PASSWORD } },
      { headers: from(home) },
    );
    expect(atHome.body.data?.login.accessToken).toEqual(expect.any(String));

    // The right password from a new address waits, on REST and GraphQL.
    restError(await login(t.user.email, TEST_PASSWORD), 429, 'RATE_LIMITED');
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

    // Other accounts are not affected.
    expect(restData(await login(t.admin.email, TEST_PASSWORD)).accessToken).toEqual(
      expect.any(String),
    );
  });

  it('keeps no e-mail and no address with the counts or the known addresses', async () => {
    const keys = await p.prisma.rateLimitWindow.findMany({ select: { key: true } });
    expect(keys.filter((row) => row.key.startsWith('login-failures:'))).not.toEqual([]);
    expect(keys.filter((row) => /@|login-failures:.*198\.51/.test(row.key))).toEqual([]);
    const known = await p.prisma.signInAddress.findMany();
    expect(known.length).toBeGreaterThanOrEqual(2);
    for (const row of known) expect(row.pair).toMatch(/^[\w-]{43}$/);
  });
});

describe('guesses from one address', () => {
  it('meet 429 at the sixth failure of a minute, even from an address the account signed in from', async () => {
    const [office, home] = [freshAddress(), freshAddress()];
    for (const address of [office, home])
      expect((await login(t.admin.email, TEST_PASSWORD, address)).status).toBe(200);
    await wellInsideAMinute();
    const statuses: number[] = [];
    let refused: HttpAnswer | undefined;
    for (let i = 0; i < 8; i++) {
      const answer = await login(t.admin.email, `guess-${i}`, office);
      statuses.push(answer.status);
      refused ??= answer.status === 429 ? answer : undefined;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(restError(refused!, 429, 'RATE_LIMITED').message).toMatch(
      /^Too many failed logins for this account from this address; try again in \d+ s$/,
    );
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The right password waits at that address too, but not at the owner's other address, nor at a
    // new one: five failures of one address are not the account's.
    expect((await login(t.admin.email, TEST_PASSWORD, office)).status).toBe(429);
    expect((await login(t.admin.email, TEST_PASSWORD, home)).status).toBe(200);
    expect((await login(t.admin.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('count failures only: logins with the right password never use the budget', async () => {
    const address = freshAddress();
    const email = (await p.newTenant()).user.email;
    for (let i = 0; i < 2 * LIMITS.loginFailures + 1; i++)
      expect((await login(email, TEST_PASSWORD, address)).status).toBe(200);
    const { refused, before } = await untilRefused(
      () => login(email, 'not-the-password', address),
      4 * LIMITS.loginFailures,
    );
    expect(before.length).toBeGreaterThanOrEqual(LIMITS.loginFailures);
    restError(refused, 429, 'RATE_LIMITED');
  });

  it('test no more passwords in one GraphQL request than the budget allows: each alias counts', async () => {
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
      new RegExp(
        `Too many sign-in attempts from this address: at most ${LIMITS.credentialsPerMinute} a minute`,
      ),
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

describe('sign-ups from one address', () => {
  it('are at most RATE_LIMIT_SIGNUPS_PER_HOUR an hour, each attempt counted; another address signs up', async () => {
    const address = freshAddress();
    const register = (from_ = address) =>
      p.rest('POST', '/auth/v1/register', {
        body: {
          email: `founder-${Math.random().toString(36).slice(2)}@example.test`,
          password: TEST_PASSWORD,
          name: 'Founder',
          tenantName: 'Sign-ups',
        },
        headers: from(from_),
      });
    const answers: HttpAnswer[] = [];
    for (let i = 0; i <= LIMITS.signupsPerHour; i++) answers.push(await register());
    expect(answers.slice(0, -1).every((a) => a.status === 201)).toBe(true);
    const refused = answers[answers.length - 1];
    expect(restError(refused, 429, 'RATE_LIMITED').message).toMatch(
      new RegExp(`^Too many sign-ups from this address: at most ${LIMITS.signupsPerHour} an hour`),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    restData(await register(freshAddress()), 201);
  });
});
