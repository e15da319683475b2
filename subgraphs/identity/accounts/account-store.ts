import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { insertVerification } from '../email-verification/verification-store';
import { insertAccountToken } from '../common/account-token-store';
import type { MailAllowance, MailCount } from '../common/mail-limits';
import { takeMailSends } from '../common/mail-send-store';
import { recordEvents } from '../common/outbox-store';
import type { TenantRow, UserRow } from '../common/user-store';

/**
 * What a new account gets in the transaction that creates it: its first link (a verification
 * link, or for a user added without a password an invitation, which verifies too) and its events.
 */
export interface Onboarding {
  link: { kind: 'verification' | 'invitation'; tokenHash: string; expiresAt: Date };
  eventsOf: (user: UserRow) => PlatformEvent[];
}

export type NewUser = Omit<UserRow, 'id' | 'tenantId' | 'createdAt' | 'emailVerifiedAt'>;

async function onboard(tx: Db, user: UserRow, onboarding: Onboarding): Promise<void> {
  const { kind, ...link } = onboarding.link;
  const owner = { tenantId: user.tenantId, userId: user.id };
  if (kind === 'verification') await insertVerification(tx, { ...owner, ...link });
  else await insertAccountToken(tx, { purpose: 'invitation', ...owner, ...link });
  await recordEvents(tx, onboarding.eventsOf(user));
}

/**
 * A new tenant with its first user, the user's first link and events, in one transaction; a taken
 * e-mail is 409. The sign-up link is the tenant's first mail: counted under `tenantCount`, it
 * always fits (common/mail-limits.ts).
 */
export function createTenantWithAdmin(
  prisma: PrismaClient,
  tenantName: string,
  user: NewUser,
  onboarding: Onboarding,
  tenantCount: (tenant: TenantRow) => MailCount,
  now: Date,
): Promise<{ tenant: TenantRow; user: UserRow }> {
  return withDatabaseErrors('User', () =>
    prisma.$transaction(async (tx) => {
      const tenant = await tx.tenant.create({ data: { name: tenantName } });
      await takeMailSends(tx, [tenantCount(tenant)], now);
      const created = await tx.user.create({ data: { ...user, tenantId: tenant.id } });
      await onboard(tx, created, onboarding);
      return { tenant, user: created };
    }),
  );
}

export type CreatedUser =
  | { kind: 'created'; user: UserRow }
  | { kind: 'limited'; refused: Extract<MailAllowance, { allowed: false }> };

/**
 * A new user of a tenant with its first link and events, in one transaction, if the mail it gets
 * fits every one of `counts` (then counted in the same transaction); a taken e-mail is 409 and
 * counts nothing.
 */
export function createUser(
  prisma: PrismaClient,
  tenantId: string,
  user: NewUser,
  onboarding: Onboarding,
  counts: MailCount[],
  now: Date,
): Promise<CreatedUser> {
  return withDatabaseErrors('User', () =>
    prisma.$transaction(async (tx): Promise<CreatedUser> => {
      const allowance = await takeMailSends(tx, counts, now);
      if (!allowance.allowed) return { kind: 'limited', refused: allowance };
      const created = await tx.user.create({ data: { ...user, tenantId } });
      await onboard(tx, created, onboarding);
      return { kind: 'created', user: created };
    }),
  );
}

/**
 * Sets a user's plan tier and answers the tier it had, in one statement (the old value is read
 * under the row lock the update takes, so two changes at once each report what they replaced).
 * Null when no such user is in the tenant.
 */
export async function updatePlanTier(
  prisma: Db,
  tenantId: string,
  userId: string,
  planTier: string,
): Promise<{ user: UserRow; previous: string } | null> {
  const rows = await prisma.$queryRaw<{ previous: string }[]>`
    UPDATE "identity"."users" AS u SET "plan_tier" = ${planTier}, "updated_at" = now()
    FROM (SELECT "id", "plan_tier" FROM "identity"."users" WHERE "id" = ${userId}::uuid AND "tenant_id" = ${tenantId}::uuid FOR UPDATE) AS old
    WHERE u."id" = old."id"
    RETURNING old."plan_tier" AS "previous"`;
  if (rows.length === 0) return null;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return { user, previous: rows[0].previous };
}
