import type { Actor } from '../../../lib/context';
import { UnauthenticatedError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { hashPassword } from '../../../lib/auth/password';
import type { PlanTier, Role } from '../../../lib/auth/tokens';
import {
  issueVerificationToken,
  verificationRequested,
} from '../email-verification/verification-rules';
import { invitationCreated, issueInvitationToken } from '../invitations/invitation-rules';
import { issueTokens, type TokenPair } from '../sessions/session-rules';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, USER_REGISTERED, type RegisteredVia } from '../common/events';
import { normaliseEmail, type TenantRow, type UserRow } from '../common/user-store';
import { mailLimitError, tenantMails } from '../common/mail-limits';
import { assertMayAddUser, assertMayMailNewUsers } from './access';
import { checkAccount } from './account-input';
import { createTenantWithAdmin, createUser, type Onboarding } from './account-store';

/**
 * The plan of a user nobody chose one for: every self-serve sign-up and every user an admin adds.
 * Paid plans come from the platform only (access.ts, assertMaySetPlanTier).
 */
const DEFAULT_PLAN_TIER: PlanTier = 'free';

/**
 * Both ways of creating an account record `user.registered` (docs/events.md) in the transaction
 * that creates the user, with its first link: a verification link, or for a user added without a
 * password an invitation (invitations/), whose link verifies the address when it is accepted.
 */
function onboarding(deps: IdentityDeps, via: RegisteredVia, invitedBy?: Actor): Onboarding {
  const now = deps.clock.now();
  const issued = invitedBy ? issueInvitationToken(now) : issueVerificationToken(now);
  return {
    link: {
      kind: invitedBy ? 'invitation' : 'verification',
      tokenHash: issued.tokenHash,
      expiresAt: issued.expiresAt,
    },
    eventsOf: (user) => [
      identityEvent(
        USER_REGISTERED,
        user.tenantId,
        {
          userId: user.id,
          email: user.email,
          name: user.name,
          roles: user.roles,
          tenantId: user.tenantId,
          registeredAt: user.createdAt.toISOString(),
          via,
        },
        { requestId: deps.requestId, subject: user.id },
      ),
      invitedBy
        ? invitationCreated(deps.requestId, invitedBy, user, issued)
        : verificationRequested(deps.requestId, user, issued),
    ],
  };
}

/** Self-serve sign-up (public): a new tenant whose first user is its admin, signed in at once. */
export async function register(
  deps: IdentityDeps,
  input: { email: string; password: string; name: string; tenantName: string },
): Promise<{ user: UserRow; tenant: TenantRow } & TokenPair> {
  const check = new InputCheck();
  checkAccount(check, input);
  check.name('tenantName', input.tenantName, { required: true, max: 100 });
  check.done();
  const { tenant, user } = await createTenantWithAdmin(
    deps.prisma,
    input.tenantName.trim(),
    {
      email: normaliseEmail(input.email),
      name: input.name.trim(),
      passwordHash: await hashPassword(input.password),
      roles: ['admin'],
      planTier: DEFAULT_PLAN_TIER,
    },
    onboarding(deps, 'self_signup'),
    (created) => tenantMails(deps.mailLimits, created, deps.clock.now()),
    deps.clock.now(),
  );
  return { user, tenant, ...(await issueTokens(deps, user)) };
}

/**
 * An admin (or system) adds a user to its own tenant; only `system` may grant `system` or name a
 * plan tier (any tier, `free` included: the field is the platform's), so an admin's user is free.
 * Without a password the user is invited: it cannot log in until it sets one from the invitation
 * link (valid 7 days) mailed to it (invitations/invitation-rules.ts). Either way the new address
 * is mailed, so only an admin whose own address is verified adds users, at most
 * `invitationsPerHour` in any hour per tenant, and within the tenant's mails of the hour
 * (docs/api/identity.md, "Limits"); the platform's own calls are neither held nor counted.
 */
export async function addUser(
  deps: IdentityDeps,
  actor: Actor,
  input: {
    email: string;
    password?: string | null;
    name: string;
    roles?: Role[] | null;
    planTier?: PlanTier | null;
  },
): Promise<UserRow> {
  const roles = input.roles?.length ? [...new Set(input.roles)] : ['user' as Role];
  assertMayAddUser(actor, roles, input.planTier != null);
  assertMayMailNewUsers(
    actor,
    (await deps.loaders.userById.load(actor.id))?.emailVerifiedAt != null,
  );
  checkAccount(new InputCheck(), input).done();
  // Every added user is mailed: the tenant's invitations and its mails in all count them.
  const now = deps.clock.now();
  const tenant = (await deps.loaders.tenantById.load(actor.tenantId))!;
  const counts = actor.roles.includes('system')
    ? []
    : [
        { key: `invitations:${actor.tenantId}`, limit: deps.mailLimits.invitationsPerHour },
        tenantMails(deps.mailLimits, tenant, now),
      ];
  const created = await createUser(
    deps.prisma,
    actor.tenantId,
    {
      email: normaliseEmail(input.email),
      name: input.name.trim(),
      passwordHash: input.password == null ? null : await hashPassword(input.password),
      roles,
      planTier: input.planTier ?? DEFAULT_PLAN_TIER,
    },
    onboarding(deps, 'admin', input.password == null ? actor : undefined),
    counts,
    now,
  );
  if (created.kind === 'limited') throw mailLimitError(created.refused);
  return created.user;
}

/** The caller's own account; a token whose user is gone is 401. */
export async function me(deps: IdentityDeps, actor: Actor): Promise<UserRow> {
  const user = await deps.loaders.userById.load(actor.id);
  if (!user) throw new UnauthenticatedError('The account of this token no longer exists');
  return user;
}

/** A user of the caller's tenant, or null: any signed-in caller, through the loader scoped to its tenant. */
export function tenantUser(deps: IdentityDeps, _actor: Actor, id: string): Promise<UserRow | null> {
  return deps.loaders.userById.load(id);
}
