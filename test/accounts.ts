import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { PrismaClient } from '../lib/db/prisma';
import type { Session, TestPlatform } from './test-platform';

export const TEST_PASSWORD = 'correct-horse-battery';

/**
 * Another user of the admin's tenant, added through the API, with a session of its own. A plan
 * tier is the platform's to set (docs/conventions.md, "Plan tiers"): with one, the user is
 * added by a system token in the admin's tenant instead of by the admin.
 */
export async function addUser(
  p: TestPlatform,
  admin: Session,
  role: 'user' | 'organizer' | 'admin' | 'ml-engineer' = 'user',
  extra: { planTier?: string; name?: string } = {},
): Promise<Session> {
  const email = `${extra.name ?? role}-${randomUUID().slice(0, 8)}@example.test`;
  const body = {
    email,
    password: TEST_PASSWORD,
    name: extra.name ?? role,
    roles: [role],
    ...(extra.planTier ? { planTier: extra.planTier } : {}),
  };
  const token = extra.planTier
    ? systemToken((jwt.decode(admin.token) as { tenantId: string }).tenantId)
    : admin.token;
  const added = await p.rest('POST', '/auth/v1/users', { token, body });
  if (added.status !== 201) throw new Error(`add user failed: ${JSON.stringify(added.body)}`);
  const login = await p.rest('POST', '/auth/v1/login', {
    body: { email, password: TEST_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    token: login.body.data.accessToken,
    refreshToken: login.body.data.refreshToken,
    userId: added.body.data.id,
    email,
    password: TEST_PASSWORD,
  };
}

/** An access token of the platform's own `system` role acting in `tenantId`, signed like the platform's tokens. */
export function systemToken(tenantId: string): string {
  return jwt.sign(
    { tenantId, email: 'platform@system.test', roles: ['system'], planTier: 'enterprise' },
    process.env.JWT_SECRET!,
    { subject: randomUUID(), expiresIn: 600 },
  );
}

/**
 * Marks a user's address verified in the database, as following the link mailed to it would:
 * an admin must have a verified address to add users, and mail other than account mails goes
 * to verified addresses only (docs/api/identity.md, "Invitations"; docs/notifications.md).
 */
export async function verifyAddress(p: { prisma: PrismaClient }, userId: string): Promise<void> {
  await p.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
}
