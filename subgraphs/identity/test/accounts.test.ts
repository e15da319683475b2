import { platformFixture } from '../../../test/fixture';

const { p, t } = platformFixture();

describe('register', () => {
  it('creates a tenant with its first user as admin and answers tokens', async () => {
    const res = await p.rest('POST', '/auth/v1/register', {
      body: {
        email: 'Founder@Example.test',
        password: 'long-enough-pw',
        name: 'Founder',
        tenantName: 'Acme Events',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({
      email: 'founder@example.test',
      roles: ['admin'],
      planTier: 'free',
    });
    expect(res.body.data.tenant.name).toBe('Acme Events');
    expect(res.body.data.user.tenantId).toBe(res.body.data.tenant.id);
    const me = await p.graphql('{ me { id email tenant { name } } }', undefined, {
      token: res.body.data.accessToken,
    });
    expect(me.body.data.me).toEqual({
      id: res.body.data.user.id,
      email: 'founder@example.test',
      tenant: { name: 'Acme Events' },
    });
  });

  it('answers 409 for an e-mail already registered', async () => {
    const res = await p.rest('POST', '/auth/v1/register', {
      body: { email: t.admin.email, password: 'long-enough-pw', name: 'Again', tenantName: 'Dup' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
  });

  it('validates each field with its own detail', async () => {
    const res = await p.rest('POST', '/auth/v1/register', {
      body: { email: 'not-an-email', password: 'short', name: '', tenantName: 'x' },
    });
    expect(res.status).toBe(400);
    const fields = res.body.error.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['email', 'name', 'password']);
  });
});

describe('add user (admin)', () => {
  it("adds a user with the given roles to the admin's tenant, on the free plan", async () => {
    const res = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: {
        email: 'staff@example.test',
        password: 'long-enough-pw',
        name: 'Staff',
        roles: ['organizer', 'user'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      roles: ['organizer', 'user'],
      planTier: 'free',
      tenantId: t.tenantId,
    });
    expect(res.body.meta.tenant_id).toBe(t.tenantId);
  });

  it('is 403 for a non-admin and 401 without a token', async () => {
    const body = { email: 'x1@example.test', password: 'long-enough-pw', name: 'X' };
    const forbidden = await p.rest('POST', '/auth/v1/users', { token: t.organizer.token, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    const anonymous = await p.rest('POST', '/auth/v1/users', { body });
    expect(anonymous.status).toBe(401);
  });

  it('lets no admin grant the system role', async () => {
    const res = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: {
        email: 'sys@example.test',
        password: 'long-enough-pw',
        name: 'Sys',
        roles: ['system'],
      },
    });
    expect(res.status).toBe(403);
  });

  it('refuses an unknown role value with a field detail', async () => {
    const res = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: {
        email: 'r@example.test',
        password: 'long-enough-pw',
        name: 'R',
        roles: ['superuser'],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({
      field: 'roles.0',
      problem: 'is not an allowed value',
    });
  });

  it('adds an ml-engineer, whose role is spelled with its hyphen in the answer and the token', async () => {
    const res = await p.rest('POST', '/auth/v1/users', {
      token: t.admin.token,
      body: {
        email: 'mle@example.test',
        password: 'long-enough-pw',
        name: 'MLE',
        roles: ['ml-engineer'],
      },
    });
    expect([res.status, res.body.data?.roles]).toEqual([201, ['ml-engineer']]);
    const login = await p.rest('POST', '/auth/v1/login', {
      body: { email: 'mle@example.test', password: 'long-enough-pw' },
    });
    const claims = JSON.parse(
      Buffer.from(login.body.data.accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims.roles).toEqual(['ml-engineer']);
    const gql = await p.graphql(
      'query { me { roles } }',
      {},
      { token: login.body.data.accessToken },
    );
    expect(gql.body.data.me.roles).toEqual(['ml-engineer']);
  });
});

describe('me and users', () => {
  it('answers the caller over REST and GraphQL', async () => {
    const rest = await p.rest('GET', '/auth/v1/me', { token: t.organizer.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      id: t.organizer.userId,
      roles: ['organizer'],
      tenant: { id: t.tenantId },
    });
    const gql = await p.graphql('{ me { id roles } }', undefined, { token: t.organizer.token });
    expect(gql.body.data.me).toEqual({ id: t.organizer.userId, roles: ['organizer'] });
  });

  it('never shows a user of another tenant', async () => {
    const other = await p.newTenant();
    const res = await p.graphql(
      'query($id: ID!) { user(id: $id) { id } }',
      { id: other.user.userId },
      { token: t.admin.token },
    );
    expect(res.body.data.user).toBeNull();
    const own = await p.graphql(
      'query($id: ID!) { user(id: $id) { id } }',
      { id: t.user.userId },
      { token: t.admin.token },
    );
    expect(own.body.data.user.id).toBe(t.user.userId);
  });
});
