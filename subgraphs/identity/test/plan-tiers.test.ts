import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { systemToken, TEST_PASSWORD, verifyAddress } from '../../../test/accounts';
import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';

// Plan tiers are billing facts, like credits: only the platform (role system) sets them
// (docs/conventions.md, "Plan tiers").

const { p } = platformFixture();

const ADD_USER = 'mutation($input: AddUserInput!) { addUser(input: $input) { id planTier } }';
const newUser = (extra: Record<string, unknown> = {}) => ({
  email: `member-${randomUUID().slice(0, 8)}@example.test`,
  password: TEST_PASSWORD,
  name: 'Member',
  ...extra,
});

/** A self-serve tenant, as anyone on the internet can make one: its admin's session. */
async function selfServeTenant(): Promise<{ tenantId: string; token: string }> {
  const data = restData(
    await p.rest('POST', '/auth/v1/register', {
      body: {
        email: `founder-${randomUUID().slice(0, 8)}@example.test`,
        password: TEST_PASSWORD,
        name: 'Founder',
        tenantName: 'Free Co',
      },
    }),
    201,
  );
  expect(data.user.planTier).toBe('free');
  // An admin adds users once its address is verified (docs/api/identity.md, "Invitations").
  await verifyAddress(p, data.user.id);
  return { tenantId: data.tenant.id, token: data.accessToken };
}

const loginAs = (email: string) =>
  p.rest('POST', '/auth/v1/login', { body: { email, password: TEST_PASSWORD } });

describe('plan tiers on new users', () => {
  it("refuses a tenant admin's planTier with 403 FORBIDDEN, on REST and GraphQL, and creates no user", async () => {
    const admin = await selfServeTenant();
    for (const planTier of ['enterprise', 'promax', 'free']) {
      const body = newUser({ planTier });
      const refused = restError(
        await p.rest('POST', '/auth/v1/users', { token: admin.token, body }),
        403,
        'FORBIDDEN',
      );
      expect(refused.message).toMatch(/plan tier/i);
      expect(await p.prisma.user.count({ where: { email: body.email } })).toBe(0);
      expect((await loginAs(body.email)).status).toBe(401);
    }
    const gql = await p.graphql(
      ADD_USER,
      { input: newUser({ planTier: 'enterprise' }) },
      { token: admin.token },
    );
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
  });

  it("gives an admin's new user the free plan, so paid features stay closed to it", async () => {
    const admin = await selfServeTenant();
    const body = newUser({ roles: ['organizer'] });
    expect(
      restData(await p.rest('POST', '/auth/v1/users', { token: admin.token, body }), 201).planTier,
    ).toBe('free');
    const token = restData(await loginAs(body.email)).accessToken;
    expect((jwt.decode(token) as { planTier: string }).planTier).toBe('free');
    // Scheduled reports need promax or above (docs/api/reports.md).
    restError(
      await p.rest('GET', '/reports/v1/schedules', { token }),
      403,
      'FEATURE_NOT_AVAILABLE',
    );
  });

  it('lets the platform (role system) create a user on any plan', async () => {
    const admin = await selfServeTenant();
    const body = newUser({ planTier: 'promax', roles: ['organizer'] });
    const created = restData(
      await p.rest('POST', '/auth/v1/users', { token: systemToken(admin.tenantId), body }),
      201,
    );
    expect(created).toMatchObject({ planTier: 'promax', tenantId: admin.tenantId });
    const token = restData(await loginAs(body.email)).accessToken;
    expect((jwt.decode(token) as { planTier: string }).planTier).toBe('promax');
    restData(await p.rest('GET', '/reports/v1/schedules', { token }));
  });
});
