import { randomUUID } from 'node:crypto';
import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { addUser } from './wallets-helpers';

// Password reset requests are limited per address asked for (the e-mail, known or not) and per
// client (docs/errors.md, "Rate limits"). Counts are shared through PostgreSQL; each test speaks
// from client addresses of its own (one trusted proxy, X-Forwarded-For).
const LIMITS = {
  perMinute: 1200,
  anonymousPerMinute: 120,
  store: 'postgres' as const,
  trustedProxies: 1,
  credentialsPerMinute: 6,
  passwordResetsPerHour: 3,
};
const { p, t } = platformFixture({ rateLimit: LIMITS });

let nextAddress = 0;
/** A client address no other request of the file used. */
const freshAddress = () => `203.0.113.${++nextAddress}`;
const requestReset = (email: string, client = freshAddress()) =>
  p.rest('POST', '/auth/v1/password-reset', {
    body: { email },
    headers: { 'x-forwarded-for': client },
  });

describe('password reset requests', () => {
  it('are refused past the limit of one address, known or unknown alike, from any client', async () => {
    const member = await addUser(p, t.admin);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    const refusals = [];
    for (const email of [member.email, unknown]) {
      for (let i = 0; i < LIMITS.passwordResetsPerHour; i++)
        restData(await requestReset(i === 1 ? email.toUpperCase() : email), 202);
      const refused = await requestReset(email);
      const error = restError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      refusals.push(error.message.replace(/\d+ s$/, ''));
    }
    // The refusal reads the same for both: it says nothing of whether the account exists.
    expect(refusals[0]).toBe(refusals[1]);
    expect(refusals[0]).toMatch(/^Too many password reset requests for this address/);
    // Another address is not affected, and no e-mail is stored with the counts.
    restData(await requestReset(t.user.email), 202);
    const keys = await p.prisma.rateLimitWindow.findMany({ select: { key: true } });
    expect(keys.filter((row) => row.key.includes('@'))).toEqual([]);
  });

  it('count against the client, whatever the addresses', async () => {
    const client = freshAddress();
    const someone = () => `someone-${randomUUID().slice(0, 8)}@example.test`;
    const statuses: number[] = [];
    // At most the minute's allowance, or twice it when a minute boundary falls among the requests.
    for (let i = 0; i <= 2 * LIMITS.credentialsPerMinute; i++) {
      const answer = await requestReset(someone(), client);
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(restError(answer, 429, 'RATE_LIMITED').message).toMatch(
          /^Too many sign-in attempts from this address/,
        );
        break;
      }
    }
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(LIMITS.credentialsPerMinute);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 202)).toBe(
      true,
    );
  });
});
