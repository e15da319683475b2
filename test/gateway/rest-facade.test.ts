import { platformFixture } from '../fixture';
import { restRoutes } from '../../gateway/rest/routes';

const { p, t } = platformFixture();

describe('REST facade edges', () => {
  it('answers 404 in the envelope for an unknown path', async () => {
    const res = await p.rest('GET', '/marketplace/v1/nothing-here', { token: t.user.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      data: null,
      error: { code: 'NOT_FOUND', http: 404 },
      meta: { request_id: expect.any(String) },
    });
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const res = await p.rest('DELETE', '/auth/v1/login');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body.error).toMatchObject({ code: 'METHOD_NOT_ALLOWED', http: 405 });
  });

  it('answers 400 for a malformed JSON body, on REST and on /graphql', async () => {
    const rest = await p.rest('POST', '/auth/v1/login', { rawBody: '{"email": ' });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'body', problem: 'is not valid JSON' }],
    });
    const gql = await p.rest('POST', '/graphql', { rawBody: '{"query": ' });
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('answers 400 VALIDATION_FAILED for a GraphQL document that does not validate', async () => {
    const res = await p.graphql('{ noSuchField }', undefined, { token: t.user.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('answers 400 naming the field for a value the DateTime scalar refuses, never a masked 500', async () => {
    const body = {
      listingId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      amount: 10,
      validUntil: 'yesterday',
    };
    const rest = await p.rest('POST', '/marketplace/v1/quotes', { token: t.user.token, body });
    expect(rest.status).toBe(400);
    expect(rest.body.error.code).toBe('VALIDATION_FAILED');
    expect(rest.body.error.details).toEqual([
      { field: 'validUntil', problem: 'must be an ISO 8601 date-time string' },
    ]);
    // Through /graphql the subgraph's scalar refuses it: still a 400, never a masked 500.
    const gql = await p.graphql(
      'mutation($input: CreateQuoteInput!) { createQuote(input: $input) { id } }',
      { input: body },
      { token: t.user.token },
    );
    expect(gql.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('serves an OpenAPI 3.1 document generated from the route table', async () => {
    const res = await p.rest('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of restRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(res.body.paths[path]?.[route.method.toLowerCase()]).toBeDefined();
    }
    const operationIds = Object.values(res.body.paths).flatMap((methods) =>
      Object.values(methods as Record<string, { operationId: string }>).map((o) => o.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
    const login = res.body.paths['/auth/v1/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(login.security).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  const newUser = (n: number) => ({
    email: `idem-${n}@example.test`,
    password: 'long-enough-pw',
    name: `Idem ${n}`,
  });

  it('replays the first response for a repeat with the same body', async () => {
    const first = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: newUser(1),
      headers: { 'idempotency-key': 'k-1' },
    });
    const again = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: newUser(1),
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });

  it('answers 409 for the same key with another body', async () => {
    await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: newUser(2),
      headers: { 'idempotency-key': 'k-2' },
    });
    const other = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: newUser(3),
      headers: { 'idempotency-key': 'k-2' },
    });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('CONFLICT');
  });

  it('runs concurrent duplicates once: all get the first response, none a duplicate-email conflict', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        p.rest('POST', '/auth/v1/users', {
          token: t.admin.token,
          body: newUser(4),
          headers: { 'idempotency-key': 'k-4' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await p.prisma.user.count({ where: { email: 'idem-4@example.test' } })).toBe(1);
  });

  it('takes over a claim abandoned by a dead process exactly once, even when duplicates race for it', async () => {
    // A claim left in progress two minutes ago by a process that never finished.
    const abandoned = new Date(Date.now() - 120_000);
    await p.prisma.idempotencyKey.create({
      data: {
        tenantId: t.tenantId,
        callerId: t.admin.userId,
        key: 'k-stale',
        requestHash: 'from-a-dead-process',
        state: 'in_progress',
        createdAt: abandoned,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        p.rest('POST', '/auth/v1/users', {
          token: t.admin.token,
          body: newUser(20),
          headers: { 'idempotency-key': 'k-stale' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await p.prisma.user.count({ where: { email: 'idem-20@example.test' } })).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: newUser(6),
      headers: { 'idempotency-key': 'k-6' },
    });
    await p.prisma.idempotencyKey.updateMany({
      where: { key: 'k-6' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const reused = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: newUser(7),
      headers: { 'idempotency-key': 'k-6' },
    });
    expect(reused.status).toBe(201);
    expect(reused.body.data.email).toBe('idem-7@example.test');
  });

  it('also covers GraphQL mutations sent to /graphql', async () => {
    const mutation = 'mutation($input: AddUserInput!) { addUser(input: $input) { id } }';
    const headers = { 'idempotency-key': 'k-gql' };
    const first = await p.graphql(
      mutation,
      { input: newUser(8) },
      { token: t.admin.token, headers },
    );
    const again = await p.graphql(
      mutation,
      { input: newUser(8) },
      { token: t.admin.token, headers },
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.addUser.id).toBe(first.body.data.addUser.id);
  });

  it('keeps keys per tenant', async () => {
    const other = await p.newTenant();
    const res = await p.rest('POST', '/auth/v1/users', {
      token: other.admin.token,
      body: newUser(5),
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(res.status).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });
});
