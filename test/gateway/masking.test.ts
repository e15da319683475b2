import { platformFixture } from '../fixture';

const { p, t } = platformFixture({ isolated: true });

describe('when a subgraph is down', () => {
  beforeAll(async () => {
    const marketplace = p.platform.subgraphs.find((s) => s.name === 'marketplace')!;
    await marketplace.stop();
  });

  it('masks the failure as INTERNAL on GraphQL, without internals', async () => {
    const res = await p.graphql('{ listings { nodes { id } } }', undefined, {
      token: t.user.token,
    });
    expect(res.body.errors[0].extensions).toEqual({ code: 'INTERNAL', httpStatus: 500 });
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/i);
    expect(res.body.errors[0].message).toMatch(/request_id/);
  });

  it('answers 500 INTERNAL in the envelope on REST', async () => {
    const res = await p.rest('GET', '/marketplace/v1/listings', { token: t.user.token });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      data: null,
      error: { code: 'INTERNAL', http: 500 },
      meta: { request_id: res.headers['x-request-id'] },
    });
  });

  it('reports the gateway not ready, while the other subgraph still serves', async () => {
    expect((await p.rest('GET', '/health/ready')).status).toBe(503);
    expect((await p.rest('GET', '/health/live')).status).toBe(200);
    const me = await p.rest('GET', '/auth/v1/me', { token: t.user.token });
    expect(me.status).toBe(200);
  });
});
