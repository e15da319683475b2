import type { PrismaClient } from '../../../lib/db/prisma';
import { ForbiddenError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { hashPassword } from '../../../lib/auth/password';
import type { PlanTier, Role } from '../../../lib/auth/tokens';
import { createTenantWithAdmin, createUser, type TenantRow, type UserRow } from '../data/users';
import { issueTokens, normaliseEmail, type TokenPair } from './sessions';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkAccount(check: InputCheck, input: { email: string; password: string; name: string }): void {
  check
    .when(!EMAIL.test(input.email.trim()), 'email', 'must be an e-mail address')
    .text('email', input.email, { max: 254 })
    .text('password', input.password, { required: true, min: 8, max: 200 })
    .text('name', input.name, { required: true, max: 100 });
}

export async function register(
  prisma: PrismaClient,
  input: { email: string; password: string; name: string; tenantName: string },
): Promise<{ user: UserRow; tenant: TenantRow } & TokenPair> {
  const check = new InputCheck();
  checkAccount(check, input);
  check.text('tenantName', input.tenantName, { required: true, max: 100 });
  check.done();
  const { tenant, user } = await createTenantWithAdmin(prisma, input.tenantName.trim(), {
    email: normaliseEmail(input.email),
    name: input.name.trim(),
    passwordHash: await hashPassword(input.password),
    roles: ['admin'],
    planTier: 'free',
  });
  return { user, tenant, ...(await issueTokens(prisma, user)) };
}

/** An admin adds a user to the admin's own tenant; only `system` may grant `system`. */
export async function addUser(
  prisma: PrismaClient,
  actor: { tenantId: string; roles: Role[] },
  input: { email: string; password: string; name: string; roles?: Role[] | null; planTier?: PlanTier | null },
): Promise<UserRow> {
  const roles = input.roles?.length ? [...new Set(input.roles)] : ['user' as Role];
  if (roles.includes('system') && !actor.roles.includes('system')) {
    throw new ForbiddenError('Only the system role can grant the system role');
  }
  const check = new InputCheck();
  checkAccount(check, input);
  check.done();
  return createUser(prisma, actor.tenantId, {
    email: normaliseEmail(input.email),
    name: input.name.trim(),
    passwordHash: await hashPassword(input.password),
    roles,
    planTier: input.planTier ?? 'free',
  });
}
