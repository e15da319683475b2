import { ForbiddenError } from '../../../lib/errors';
import { catalogEvent } from '../../../lib/events/catalog';
import { InputCheck } from '../../../lib/validation';
import { hashPassword } from '../../../lib/auth/password';
import type { PlanTier, Role } from '../../../lib/auth/tokens';
import { createTenantWithAdmin, createUser, type Onboarding, type TenantRow, type UserRow } from '../data/users';
import type { IdentityContext } from '../context';
import { issueToken, verificationRequested } from './email-verification';
import { issueTokens, normaliseEmail, type TokenPair } from './sessions';

/** How an account came to be: self-serve sign-up (register) or added by an admin (addUser). */
export type RegisteredVia = 'self_signup' | 'admin';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkAccount(check: InputCheck, input: { email: string; password: string; name: string }): void {
  check
    .when(!EMAIL.test(input.email.trim()), 'email', 'must be an e-mail address')
    .text('email', input.email, { max: 254 })
    .text('password', input.password, { required: true, min: 8, max: 200 })
    .text('name', input.name, { required: true, max: 100 });
}

/**
 * Both ways of creating an account (SPEC section 3) record `user.registered` and start e-mail
 * verification, in the transaction that creates the user.
 */
function onboarding(context: IdentityContext, via: RegisteredVia): Onboarding {
  const issued = issueToken(new Date());
  return {
    verification: { tokenHash: issued.tokenHash, expiresAt: issued.expiresAt },
    eventsOf: (user) => [
      catalogEvent(
        'user.registered',
        user.tenantId,
        { userId: user.id, email: user.email, name: user.name, roles: user.roles, tenantId: user.tenantId, registeredAt: user.createdAt.toISOString(), via },
        { requestId: context.requestId, subject: user.id },
      ),
      verificationRequested(context.requestId, user, issued),
    ],
  };
}

export async function register(
  context: IdentityContext,
  input: { email: string; password: string; name: string; tenantName: string },
): Promise<{ user: UserRow; tenant: TenantRow } & TokenPair> {
  const check = new InputCheck();
  checkAccount(check, input);
  check.text('tenantName', input.tenantName, { required: true, max: 100 });
  check.done();
  const { tenant, user } = await createTenantWithAdmin(
    context.prisma,
    input.tenantName.trim(),
    { email: normaliseEmail(input.email), name: input.name.trim(), passwordHash: await hashPassword(input.password), roles: ['admin'], planTier: 'free' },
    onboarding(context, 'self_signup'),
  );
  return { user, tenant, ...(await issueTokens(context.prisma, user)) };
}

/** An admin (or system) adds a user to its own tenant; only `system` may grant `system`. */
export async function addUser(
  context: IdentityContext,
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
  return createUser(
    context.prisma,
    actor.tenantId,
    { email: normaliseEmail(input.email), name: input.name.trim(), passwordHash: await hashPassword(input.password), roles, planTier: input.planTier ?? 'free' },
    onboarding(context, 'admin'),
  );
}
