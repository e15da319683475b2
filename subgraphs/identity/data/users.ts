import type { PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { insertVerification } from './email-verifications';
import { recordEvents } from './outbox';
import type { Db } from './wallets';

export interface UserRow {
  id: string;
  tenantId: string;
  email: string;
  name: string;
  passwordHash: string;
  roles: string[];
  planTier: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export interface TenantRow {
  id: string;
  name: string;
  createdAt: Date;
}

/** What a new account gets in the transaction that creates it: its first verification link and its events. */
export interface Onboarding {
  verification: { tokenHash: string; expiresAt: Date };
  eventsOf: (user: UserRow) => PlatformEvent[];
}

type NewUser = Omit<UserRow, 'id' | 'tenantId' | 'createdAt' | 'emailVerifiedAt'>;

/** E-mail is unique across the platform (login names no tenant), so this lookup is global. */
export function findUserByEmail(prisma: PrismaClient, email: string): Promise<UserRow | null> {
  return prisma.user.findUnique({ where: { email } });
}

export function findUsersByIds(prisma: PrismaClient, tenantId: string, ids: readonly string[]): Promise<UserRow[]> {
  return prisma.user.findMany({ where: { tenantId, id: { in: [...ids] } } });
}

export function findTenantsByIds(prisma: PrismaClient, ids: readonly string[]): Promise<TenantRow[]> {
  return prisma.tenant.findMany({ where: { id: { in: [...ids] } } });
}

async function onboard(tx: Db, user: UserRow, onboarding: Onboarding): Promise<void> {
  await insertVerification(tx, { tenantId: user.tenantId, userId: user.id, ...onboarding.verification });
  await recordEvents(tx, onboarding.eventsOf(user));
}

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

export function createUser(prisma: PrismaClient, tenantId: string, user: NewUser, onboarding: Onboarding): Promise<UserRow> {
  return withDatabaseErrors('User', () =>
    prisma.$transaction(async (tx) => {
      const created = await tx.user.create({ data: { ...user, tenantId } });
      await onboard(tx, created, onboarding);
      return created;
    }),
  );
}
