import { call, ok, restData, restError } from '../../../test/answers';
import { randomBytes } from 'node:crypto';
import { recordBusEvents, type EventRecorder } from '../../../test/events';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { about, latestToken, outboxRows, linkTokens, withRequestId } from './events-helpers';
import { addUser, systemToken } from './wallets-helpers';

let verified: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  verified = recordBusEvents(p.platform.events, ['user.verified']);
});

const USER = 'id email emailVerified emailVerifiedAt';
const VERIFY = `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { ${USER} } }`;
const REQUEST = 'mutation { requestEmailVerification { userId email expiresAt } }';
const ME = `{ me { ${USER} } }`;

const verifyRest = (token: unknown, headers: Record<string, string> = {}) =>
  p.rest('POST', '/auth/v1/verify-email', { body: { token }, headers });
const eventsOf = (userId: string) => verified.settled(about('user.verified', userId));

/** A 400 on `token` with this problem, over REST and GraphQL alike. */
async function expectRefused(token: string, problem: string) {
  const error = restError(await verifyRest(token), 400, 'VALIDATION_FAILED');
  expect(error.details).toEqual([{ field: 'token', problem }]);
  expect(await call(p, '', VERIFY, { input: { token } })).toMatchObject({
    code: 'VALIDATION_FAILED',
    status: 400,
    details: [{ field: 'token', problem }],
  });
}

describe('a new user', () => {
  it('is unverified in REST me, GraphQL me and users', async () => {
    const member = await addUser(p, t.admin);
    expect(
      restData(await p.rest('GET', '/auth/v1/me', { token: member.token }), 200),
    ).toMatchObject({ emailVerified: false, emailVerifiedAt: null });
    expect(await ok(p, member.token, ME)).toEqual({
      id: member.userId,
      email: member.email,
      emailVerified: false,
      emailVerifiedAt: null,
    });
    expect(
      await ok(p, t.admin.token, `query($id: ID!) { user(id: $id) { ${USER} } }`, {
        id: member.userId,
      }),
    ).toMatchObject({ emailVerified: false });
  });
});

describe('verify-email', () => {
  it('verifies with the link token (public REST), records user.verified once; the token then is used', async () => {
    const member = await addUser(p, t.admin);
    const token = await latestToken(p, member.userId);
    const { requestId, headers } = withRequestId();
    const user = restData(await verifyRest(token, headers), 200);
    expect(user).toMatchObject({
      id: member.userId,
      email: member.email,
      tenantId: t.tenantId,
      emailVerified: true,
      emailVerifiedAt: expect.any(String),
    });

    const [event] = await verified.waitFor(about('user.verified', member.userId));
    expect(event).toEqual({
      id: expect.any(String),
      type: 'user.verified',
      source: 'urn:platform:auth-svc',
      subject: member.userId,
      tenantId: t.tenantId,
      requestId,
      time: expect.any(String),
      data: { userId: member.userId, email: member.email, verifiedAt: user.emailVerifiedAt },
    });
    const rows = await outboxRows(p, 'user.verified', member.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: event.id,
      service: 'identity',
      tenantId: t.tenantId,
      requestId,
    });
    expect(
      restData(await p.rest('GET', '/auth/v1/me', { token: member.token }), 200),
    ).toMatchObject({ emailVerified: true, emailVerifiedAt: user.emailVerifiedAt });
    expect(
      await p.prisma.emailVerification.findFirst({ where: { userId: member.userId } }),
    ).toMatchObject({ usedAt: expect.any(Date) });

    await expectRefused(token, 'has already been used');
    expect(await eventsOf(member.userId)).toHaveLength(1);
  });

  it('works as the GraphQL mutation, without a token', async () => {
    const member = await addUser(p, t.admin);
    const user = await ok(p, '', VERIFY, { input: { token: await latestToken(p, member.userId) } });
    expect(user).toMatchObject({ id: member.userId, emailVerified: true });
    expect(await verified.waitFor(about('user.verified', member.userId))).toHaveLength(1);
  });

  it('refuses unknown, malformed and expired tokens with 400 on token, recording nothing', async () => {
    const member = await addUser(p, t.admin);
    await expectRefused(randomBytes(32).toString('base64url'), 'is not a valid verification token');
    for (const token of ['', 'short', `${await latestToken(p, member.userId)}x`])
      await expectRefused(token, 'is not a valid verification token');
    restError(
      await p.rest('POST', '/auth/v1/verify-email', { body: {} }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('POST', '/auth/v1/verify-email', { body: { token: 'x', extra: 1 } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(restError(await verifyRest(42), 400, 'VALIDATION_FAILED').details[0].field).toMatch(
      /token/,
    );

    await p.prisma.emailVerification.updateMany({
      where: { userId: member.userId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expectRefused(
      await latestToken(p, member.userId),
      'has expired; ask for a new verification e-mail',
    );
    expect(await ok(p, member.token, ME)).toMatchObject({ emailVerified: false });
    expect(await eventsOf(member.userId)).toEqual([]);
    expect(
      await p.prisma.outboxEvent.count({
        where: { type: 'user.verified', subject: member.userId },
      }),
    ).toBe(0);
  });

  it('lets only one of two concurrent requests with one token use it', async () => {
    const member = await addUser(p, t.admin);
    const token = await latestToken(p, member.userId);
    const answers = await Promise.all([verifyRest(token), verifyRest(token), verifyRest(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await eventsOf(member.userId)).toHaveLength(1);
  });
});

describe('me/verification (resend)', () => {
  let member: Session;
  beforeAll(async () => {
    member = await addUser(p, t.admin);
  });

  it('answers 202 and sends a new link; earlier links keep working; a verified user is verified once', async () => {
    const first = await latestToken(p, member.userId);
    const sent = restData(
      await p.rest('POST', '/auth/v1/me/verification', { token: member.token }),
      202,
    );
    expect(sent).toEqual({
      userId: member.userId,
      email: member.email,
      expiresAt: expect.any(String),
    });
    expect(JSON.stringify(sent)).not.toMatch(/token/i);
    const tokens = await linkTokens(p, member.userId);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).not.toBe(first);
    const [requested] = await outboxRows(
      p,
      'identity.email_verification_requested',
      member.userId,
    ).then((rows) => rows.slice(1));
    expect(requested).toMatchObject({
      tenantId: t.tenantId,
      data: {
        userId: member.userId,
        email: member.email,
        token: tokens[1],
        expiresAt: sent.expiresAt,
      },
    });

    expect(await ok(p, '', VERIFY, { input: { token: tokens[1] } })).toMatchObject({
      emailVerified: true,
    });
    const again = restData(await verifyRest(first), 200);
    expect(again).toMatchObject({ id: member.userId, emailVerified: true });

    // A verified user may ask again; the new link verifies nothing new.
    expect(await ok(p, member.token, REQUEST)).toMatchObject({ userId: member.userId });
    const third = await latestToken(p, member.userId);
    expect(restData(await verifyRest(third), 200).emailVerifiedAt).toBe(again.emailVerifiedAt);
    expect(await eventsOf(member.userId)).toHaveLength(1);
    expect(
      await p.prisma.outboxEvent.count({
        where: { type: 'user.verified', subject: member.userId },
      }),
    ).toBe(1);
  });

  it('verifies once when two links of one user are used at the same time', async () => {
    const racer = await addUser(p, t.admin);
    await ok(p, racer.token, REQUEST);
    const tokens = await linkTokens(p, racer.userId);
    const answers = await Promise.all(tokens.map((token) => verifyRest(token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await eventsOf(racer.userId)).toHaveLength(1);
  });

  it('needs a signed-in user of the tenant (401 anonymous, 404 for a system token)', async () => {
    restError(await p.rest('POST', '/auth/v1/me/verification', {}), 401, 'UNAUTHENTICATED');
    expect(await call(p, systemToken(t.tenantId), REQUEST)).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});

describe('tenants', () => {
  it("records user.verified in the user's own tenant only", async () => {
    const other = await p.newTenant();
    const token = await latestToken(p, other.user.userId);
    restData(await verifyRest(token), 200);
    const [event] = await verified.waitFor(about('user.verified', other.user.userId));
    expect(event.tenantId).toBe(other.tenantId);
    expect(
      verified.all.filter((e) => e.tenantId === t.tenantId).map((e) => e.subject),
    ).not.toContain(other.user.userId);
    // Verifying touched nobody of this tenant.
    expect(await ok(p, t.user.token, ME)).toMatchObject({ emailVerified: false });
  });
});
