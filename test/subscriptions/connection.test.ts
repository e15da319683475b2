import type { Client } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import { signingKeys } from '../../lib/auth/keys';
import { signAccessToken } from '../../lib/auth/tokens';
import { platformFixture } from '../fixture';
import { connect, connectWith, Recording } from './ws-client';

const { p, t: tenant } = platformFixture();

const clients: Client[] = [];
function track(c: Client): Client {
  clients.push(c);
  return c;
}
const client = (token?: string): Client => track(connect(p, token));
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});

const UPDATED = 'subscription { jobUpdated { id status progress } }';

describe('graphql-ws connections on /graphql', () => {
  it('closes with 4403 without a token', async () => {
    expect(await new Recording(client(), UPDATED).closeCode()).toBe(4403);
  });

  it('closes with 4403 with a bad token, whatever its shape', async () => {
    const forged =
      signAccessToken({
        sub: tenant.user.userId,
        tenantId: tenant.tenantId,
        email: tenant.user.email,
        roles: ['user'],
        planTier: 'free',
      }).slice(0, -4) + 'AAAA';
    for (const token of ['not-a-token', forged]) {
      expect(await new Recording(client(token), UPDATED).closeCode()).toBe(4403);
    }
    const basic = track(connectWith(p, { authorization: `Basic ${tenant.user.token}` }));
    expect(await new Recording(basic, UPDATED).closeCode()).toBe(4403);
  });

  it('refuses another tenant through x-tenant-id unless the caller is system', async () => {
    const other = await p.newTenant();
    const c = track(
      connectWith(p, {
        authorization: `Bearer ${tenant.admin.token}`,
        'x-tenant-id': other.tenantId,
      }),
    );
    expect(await new Recording(c, UPDATED).closeCode()).toBe(4403);
  });

  it('answers a bad document with VALIDATION_FAILED and keeps the socket open', async () => {
    const c = client(tenant.user.token);
    const unknownField = new Recording(c, 'subscription { jobUpdated { nope } }');
    await unknownField.until((r) => r.error !== undefined);
    expect((unknownField.error as { extensions: { code: string } }[])[0].extensions.code).toBe(
      'VALIDATION_FAILED',
    );

    const syntax = new Recording(c, 'subscription {');
    await syntax.until((r) => r.error !== undefined);
    expect((syntax.error as { extensions: { code: string } }[])[0].extensions.code).toBe(
      'VALIDATION_FAILED',
    );

    const query = new Recording(c, '{ mediaHealth { status } }');
    await query.until((r) => r.error !== undefined);
    expect((query.error as { message: string }[])[0].message).toMatch(/Only subscriptions/);
  });

  it('refuses an unknown status or a malformed type', async () => {
    const c = client(tenant.user.token);
    const status = new Recording(c, 'subscription { jobUpdated(status: done) { id } }');
    await status.until((r) => r.error !== undefined);
    expect((status.error as { extensions: { code: string } }[])[0].extensions.code).toBe(
      'VALIDATION_FAILED',
    );

    const type = new Recording(c, 'subscription($t: String) { jobUpdated(type: $t) { id } }', {
      t: 'Image Generation',
    });
    await type.until((r) => r.completed);
    expect(type.results[0].errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      httpStatus: 400,
      details: [{ field: 'type' }],
    });

    const variable = new Recording(
      c,
      'subscription($s: JobStatus) { jobUpdated(status: $s) { id } }',
      { s: 'done' },
    );
    await variable.until((r) => r.completed);
    expect(variable.results[0].errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      httpStatus: 400,
    });
  });

  it('closes with 4403 when the token expires', async () => {
    const keys = signingKeys();
    const shortLived = jwt.sign(
      { tenantId: tenant.tenantId, email: tenant.user.email, roles: ['user'], planTier: 'free' },
      keys.sign,
      {
        algorithm: keys.algorithm,
        subject: tenant.user.userId,
        expiresIn: 2,
      },
    );
    const r = new Recording(client(shortLived), UPDATED);
    const started = Date.now();
    expect(await r.closeCode()).toBe(4403);
    expect(Date.now() - started).toBeGreaterThan(500);
  });

  it('takes at most 100 subscriptions per connection', async () => {
    const c = client(tenant.user.token);
    const recordings = Array.from({ length: 101 }, () => new Recording(c, UPDATED));
    await recordings[100].until((r) => r.error !== undefined);
    expect((recordings[100].error as { extensions: { code: string } }[])[0].extensions.code).toBe(
      'RATE_LIMITED',
    );
    expect(recordings.slice(0, 100).every((r) => r.error === undefined && !r.completed)).toBe(true);
  });

  it('serves plain HTTP GraphQL on the same path as before', async () => {
    const res = await p.graphql('{ mediaHealth { status } }', undefined, {
      token: tenant.user.token,
    });
    expect(res.body.data.mediaHealth.status).toBe('ok');
  });
});
