import jwt from 'jsonwebtoken';
import { request } from 'undici';
import { restData } from '../answers';
import { platformFixture } from '../fixture';
import { connect, Recording } from '../subscriptions/ws-client';

// A token signed with the real key is still refused when it has no `exp`, or an `exp` further
// ahead than the platform ever issues (docs/api/README.md, "Authentication and tenancy").

const { p, t } = platformFixture({ isolated: true });

const YEAR_SECONDS = 365 * 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);

/** The claims of a real token, without `iat` and `exp`, to sign again as a test wishes. */
function claimsOf(token: string): Record<string, unknown> {
  const { iat, exp, ...claims } = jwt.decode(token) as Record<string, unknown>;
  void iat;
  void exp;
  return claims;
}

/** Re-signed with the run's JWT_SECRET: no `exp` at all, or one a year ahead. */
const accessTokens: Record<string, () => string> = {
  'without exp': () => jwt.sign({ ...claimsOf(t.user.token), iat: now() }, process.env.JWT_SECRET!),
  'with an exp a year ahead': () =>
    jwt.sign({ ...claimsOf(t.user.token), iat: now() }, process.env.JWT_SECRET!, {
      expiresIn: YEAR_SECONDS,
    }),
};

/** Resolves with the close code, or 'open' when the connection is still serving after `ms`. */
async function closeCodeWithin(recording: Recording, ms: number): Promise<number | 'open'> {
  return Promise.race([
    recording.closeCode(),
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);
}

describe('tokens signed with the real key but without a bounded lifetime', () => {
  it.each(Object.keys(accessTokens))(
    'refuses an access token %s with 401 UNAUTHENTICATED on REST, GraphQL and graphql-ws',
    async (kind) => {
      const token = accessTokens[kind]();
      const rest = await p.rest('GET', '/auth/v1/me', { token });
      expect([rest.status, rest.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
      const gql = await p.graphql('{ me { id } }', undefined, { token });
      expect([gql.status, gql.body.errors?.[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);

      const client = connect(p, token);
      try {
        const recording = new Recording(client, 'subscription { jobUpdated { id } }');
        expect(await closeCodeWithin(recording, 3_000)).toBe(4403);
      } finally {
        await client.dispose();
      }
    },
  );

  it('still accepts the tokens the platform issues (15 minutes)', async () => {
    expect(restData(await p.rest('GET', '/auth/v1/me', { token: t.user.token })).id).toBe(
      t.user.userId,
    );
  });

  it('refuses a refresh token without exp, or with one past the refresh lifetime, and leaves the real one working', async () => {
    const login = restData(
      await p.rest('POST', '/auth/v1/login', {
        body: { email: t.user.email, password: t.user.password },
      }),
    );
    const claims = claimsOf(login.refreshToken);
    const forever = jwt.sign({ ...claims, iat: now() }, process.env.JWT_SECRET!);
    const tooLong = jwt.sign({ ...claims, iat: now() }, process.env.JWT_SECRET!, {
      expiresIn: 10 * YEAR_SECONDS,
    });
    for (const refreshToken of [forever, tooLong]) {
      const res = await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken } });
      expect([res.status, res.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    // Refused before its row was consumed: the real token of that family still rotates.
    expect(
      restData(
        await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: login.refreshToken } }),
      ).accessToken,
    ).toEqual(expect.any(String));
  });

  it('makes a subgraph refuse a signed context without exp, or with one past the context lifetime', async () => {
    const [identity] = p.platform.subgraphs;
    const ctx = { requestId: 'r', traceId: 't', tenantId: t.tenantId, caller: null };
    const contexts = [
      jwt.sign({ ctx }, process.env.SUBGRAPH_SECRET!, { audience: 'subgraph' }),
      jwt.sign({ ctx }, process.env.SUBGRAPH_SECRET!, {
        audience: 'subgraph',
        expiresIn: YEAR_SECONDS,
      }),
    ];
    for (const context of contexts) {
      const res = await request(identity.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-platform-context': context },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(res.statusCode).toBe(401);
      await res.body.dump();
    }
  });
});

// The gateway keeps verified tokens by their text (lib/auth/verified-tokens.ts): a token it has
// accepted must still stop working the moment it expires, and a forgery of an accepted token's
// claims must not ride on the entry of the real one.
describe('access tokens the gateway has verified before', () => {
  it('refuses a token that was accepted once it expires', async () => {
    const token = jwt.sign({ ...claimsOf(t.user.token), iat: now() }, process.env.JWT_SECRET!, {
      expiresIn: 3,
    });
    expect(restData(await p.rest('GET', '/auth/v1/me', { token })).id).toBe(t.user.userId);
    expect(restData(await p.rest('GET', '/auth/v1/me', { token })).id).toBe(t.user.userId);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const late = await p.rest('GET', '/auth/v1/me', { token });
    expect([late.status, late.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('refuses the claims of an accepted token signed with another key', async () => {
    expect(restData(await p.rest('GET', '/auth/v1/me', { token: t.user.token })).id).toBe(
      t.user.userId,
    );
    const [header, payload] = t.user.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const res = await p.rest('GET', '/auth/v1/me', { token: forged });
    expect([res.status, res.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
