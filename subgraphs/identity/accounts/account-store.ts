import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { insertVerification } from '../email-verification/verification-store';
import { recordEvents } from '../common/outbox-store';
import type { TenantRow, UserRow } from '../common/user-store';

/** What a new account gets in the transaction that creates it: its first verification link and its events. */
export interface Onboarding {
  verification: { tokenHash: string; expiresAt: Date };
  eventsOf: (user: UserRow) => PlatformEvent[];
}

export type NewUser = Omit<UserRow, 'id' | 'tenantId' | 'createdAt' | 'emailVerifiedAt'>;

async function onboard(tx: Db, user: UserRow, onboarding: Onboarding): Promise<void> {
  await insertVerification(tx, { tenantId: user.tenantId, userId: user.id, ...onboarding.verification });
  await recordEvents(tx, onboarding.eventsOf(user));
}

/** A new tenant with its first user, the user's first link and events, in one transaction; a taken e-mail is 409. */
export function createTenantWithAdmin(
  prisma: PrismaClient,
  tenantName: string,
  user: NewUser,
  onboarding: Onboarding,
): Promise<{ tenant: TenantRow; user: UserRow }> {
  return withDatabaseErrors('User', () =>
    prisma.$transaction(async (tx) => {
      const tenant = await tx.tenant.create({ data: { name: tenantName } });
      const created = await tx.user.create({ data: { ...user, tenantId: tenant.id } });
      await onboard(tx, created, onboarding);
      return { tenant, user: created };
    }),
  );
}

/** A new user of a tenant with its first link and events, in one transaction; a taken e-mail is 409. */
export function createUser(prisma: PrismaClient, tenantId: string, user: NewUser, onboarding: Onboarding): Promise<UserRow> {
  return withDatabaseErrors('User', () =>
    prisma.$transaction(async (tx) => {
      const created = await tx.user.create({ data: { ...user, tenantId } });
      await onboard(tx, created, onboarding);
      return created;
    }),
  );
}
