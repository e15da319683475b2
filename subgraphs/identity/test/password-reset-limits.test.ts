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
    for (let i = 0; i < LIMITS.credentialsPerMinute; i++) {
      const answer = await requestReset(`someone-${randomUUID().slice(0, 8)}@example.test`, client);
      // A minute boundary may fall among the requests and start the client's count again.
      if (answer.status === 429) return;
      restData(answer, 202);
    }
    const refused = await requestReset(`someone-${randomUUID().slice(0, 8)}@example.test`, client);
    expect(restError(refused, 429, 'RATE_LIMITED').message).toMatch(
      /^Too many sign-in attempts from this address/,
    );
  });
});
