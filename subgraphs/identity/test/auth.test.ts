import jwt from 'jsonwebtoken';
import { platformFixture } from '../../../test/fixture';

const { p, t } = platformFixture();

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken refreshToken expiresIn tokenType } }`;

describe('login', () => {
  it('answers a token pair whose access token carries exactly the documented claims', async () => {
    const res = await p.rest('POST', '/auth/v1/login', {
      body: { email: t.organizer.email, password: t.organizer.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.error).toBeNull();
    expect(res.body.data).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      tokenType: 'Bearer',
    });
    const claims = jwt.verify(res.body.data.accessToken, process.env.JWT_SECRET!) as Record<
      string,
      unknown
    >;
    expect(Object.keys(claims).sort()).toEqual([
      'email',
      'exp',
      'iat',
      'planTier',
      'roles',
      'sid',
      'sub',
      'tenantId',
    ]);
    expect(claims).toMatchObject({
      sub: t.organizer.userId,
      tenantId: t.tenantId,
      email: t.organizer.email,
      roles: ['organizer'],
      planTier: 'free',
      // The session: the refresh token's family (docs/conventions.md, "Ending a session").
      sid: (jwt.decode(res.body.data.refreshToken) as { fid: string }).fid,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
  });

  it('works as a GraphQL mutation, e-mail case-insensitively', async () => {
    const res = await p.graphql(LOGIN, {
      input: { email: t.user.email.toUpperCase(), password: t.user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.login.expiresIn).toBe(900);
  });

  it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
    const wrong = await p.rest('POST', '/auth/v1/login', {
      body: { email: t.user.email, password: 'not-the-password' },
    });
    const unknown = await p.rest('POST', '/auth/v1/login', {
      body: { email: 'nobody@example.test', password: 'whatever-123' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        data: null,
        error: { code: 'UNAUTHENTICATED', http: 401, message: 'Invalid email or password' },
      });
      expect(res.body.meta.request_id).toEqual(res.headers['x-request-id']);
    }
  });

  it('reports every missing or unknown body field at once', async () => {
    const res = await p.rest('POST', '/auth/v1/login', { body: { email: 'a@b.c', extra: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'password', problem: 'is required' },
        { field: 'extra', problem: 'is not a known field' },
      ]),
    );
  });
});

describe('refresh', () => {
  it('rotates: the old refresh token stops working and its reuse revokes the whole family', async () => {
    const login = await p.rest('POST', '/auth/v1/login', {
      body: { email: t.user.email, password: t.user.password },
    });
    const first = login.body.data.refreshToken;
    const rotated = await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: first } });
    expect(rotated.status).toBe(200);
    const second = rotated.body.data.refreshToken;
    expect(second).not.toEqual(first);
    const me = await p.rest('GET', '/auth/v1/me', { token: rotated.body.data.accessToken });
    expect(me.body.data.email).toBe(t.user.email);

    const reuse = await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: first } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('UNAUTHENTICATED');
    // The family is revoked: even the latest token of the chain is refused now.
    const afterReuse = await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: second } });
    expect(afterReuse.status).toBe(401);
    // Another login starts a new family that works.
    const other = await p.rest('POST', '/auth/v1/login', {
      body: { email: t.user.email, password: t.user.password },
    });
    expect(
      (
        await p.rest('POST', '/auth/v1/refresh', {
          body: { refreshToken: other.body.data.refreshToken },
        })
      ).status,
    ).toBe(200);
  });

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const login = await p.graphql(LOGIN, {
      input: { email: t.user.email, password: t.user.password },
    });
    const token = login.body.data.login.refreshToken;
    const results = await Promise.all(
      [1, 2].map(() => p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: token } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an access token used as a refresh token, and a refresh token used as an access token', async () => {
    expect(
      (await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: t.user.token } })).status,
    ).toBe(401);
    expect((await p.rest('GET', '/auth/v1/me', { token: t.user.refreshToken })).status).toBe(401);
  });
});
