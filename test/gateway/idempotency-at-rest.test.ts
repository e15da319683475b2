import { createHash } from 'node:crypto';
import { restData } from '../answers';
import { TEST_PASSWORD } from '../accounts';
import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';

// Stored replay bodies hold no secret in plain text: a dump of platform.idempotency_keys alone
// reveals neither the tokens a login answered nor the signing secrets other writes answer
// (docs/conventions.md, "Idempotency").

const { p, t } = platformFixture();

/** The stored row of a key as a database dump shows it: every column as text. */
async function dumpedRow(key: string): Promise<string> {
  const rows = await p.prisma.$queryRaw<
    { row: string }[]
  >`SELECT row_to_json(k)::text AS "row" FROM "platform"."idempotency_keys" k WHERE "key" = ${key}`;
  expect(rows).toHaveLength(1);
  return rows[0].row;
}

const expectReplayOf = (first: HttpAnswer, again: HttpAnswer) => {
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect([again.status, again.body]).toEqual([first.status, first.body]);
};

describe('stored answers of Idempotency-Keys', () => {
  it('keep no token of a login made with a bearer token attached, and replay the same body', async () => {
    const login = {
      body: { email: t.user.email, password: TEST_PASSWORD },
      token: t.user.token,
      headers: { 'idempotency-key': 'login-at-rest' },
    };
    const first = await p.rest('POST', '/auth/v1/login', login);
    const tokens = restData(first);
    const row = await dumpedRow('login-at-rest');
    for (const secret of [
      tokens.accessToken,
      tokens.refreshToken,
      ...tokens.accessToken.split('.'),
      ...tokens.refreshToken.split('.'),
    ])
      expect(row).not.toContain(secret);
    expect(row).not.toContain('accessToken');
    // Nor a plain digest of the request, whose body holds the password: a dump would let anyone
    // test guesses of it at SHA-256 speed.
    const plainDigest = createHash('sha256')
      .update(`POST\n/auth/v1/login?\n${JSON.stringify(login.body)}`)
      .digest('hex');
    expect(row).not.toContain(plainDigest);
    expect(row).not.toContain(TEST_PASSWORD);

    expectReplayOf(first, await p.rest('POST', '/auth/v1/login', login));
  });

  it("keep no webhook signing secret, nor an incoming webhook source's secret", async () => {
    const endpoint = {
      url: 'https://hooks.example.test/in',
      events: ['payment.completed'],
      secret: 'whsec_0123456789abcdef0123456789abcdef',
    };
    const created = restData(
      await p.rest('POST', '/integrationhub/v1/webhooks', { token: t.admin.token, body: endpoint }),
      201,
    );
    const rotate = { token: t.admin.token, headers: { 'idempotency-key': 'rotate-at-rest' } };
    const rotated = await p.rest(
      'POST',
      `/integrationhub/v1/webhooks/${created.id}/rotate-secret`,
      rotate,
    );
    const secret = restData(rotated).secret;
    expect(secret).toMatch(/^whsec_/);
    expect(await dumpedRow('rotate-at-rest')).not.toContain(secret);
    expectReplayOf(
      rotated,
      await p.rest('POST', `/integrationhub/v1/webhooks/${created.id}/rotate-secret`, rotate),
    );

    const source = {
      token: t.admin.token,
      body: { name: 'CRM' },
      headers: { 'idempotency-key': 'source-at-rest' },
    };
    const made = await p.rest('POST', '/reports/v1/webhooks/sources', source);
    const sourceSecret = restData(made, 201).secret;
    expect(await dumpedRow('source-at-rest')).not.toContain(sourceSecret);
    expectReplayOf(made, await p.rest('POST', '/reports/v1/webhooks/sources', source));
  });

  it('are bound to their key: a stored body copied under another key is not replayed', async () => {
    const body = { name: 'Bound' };
    const first = await p.rest('POST', '/reports/v1/webhooks/sources', {
      token: t.admin.token,
      body,
      headers: { 'idempotency-key': 'bound-a' },
    });
    restData(first, 201);
    // The same request under a second key, then the first key's stored body written over its own.
    await p.rest('POST', '/reports/v1/webhooks/sources', {
      token: t.admin.token,
      body,
      headers: { 'idempotency-key': 'bound-b' },
    });
    await p.prisma
      .$executeRaw`UPDATE "platform"."idempotency_keys" b SET "response_body" = a."response_body"
      FROM "platform"."idempotency_keys" a WHERE a."key" = 'bound-a' AND b."key" = 'bound-b'`;
    const copied = await p.rest('POST', '/reports/v1/webhooks/sources', {
      token: t.admin.token,
      body,
      headers: { 'idempotency-key': 'bound-b' },
    });
    expect(copied.headers['idempotent-replayed']).toBeUndefined();
    // CONFLICT, sent as this path's 400: it lists no 409 (docs/rest-contract.md, the remap).
    expect([copied.status, copied.body.error?.code]).toEqual([400, 'CONFLICT']);
    expect(JSON.stringify(copied.body)).not.toContain(first.body.data.secret);
  });
});
