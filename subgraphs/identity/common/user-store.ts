import type { Db } from '../../../lib/db/prisma';

/** Users and tenants as every feature reads them; accounts/account-store.ts creates them. */
export interface UserRow {
  id: string;
  tenantId: string;
  email: string;
  name: string;
  /** Null for a user added without a password who has not yet accepted their invitation. */
  passwordHash: string | null;
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

/** E-mail addresses are stored and looked up trimmed and lower-case (docs/conventions.md). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** E-mail is unique across the platform (login names no tenant), so this lookup is global. */
export function findUserByEmail(prisma: Db, email: string): Promise<UserRow | null> {
  return prisma.user.findUnique({ where: { email } });
}

/** Sets a user's password inside the caller's transaction; false when no such user is in the tenant. */
export async function setPasswordHash(
  tx: Db,
  tenantId: string,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const { count } = await tx.user.updateMany({
    where: { id: userId, tenantId },
    data: { passwordHash },
  });
  return count === 1;
}

export function findUsersByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<UserRow[]> {
  return prisma.user.findMany({ where: { tenantId, id: { in: [...ids] } } });
}

export function findTenantsByIds(prisma: Db, ids: readonly string[]): Promise<TenantRow[]> {
  return prisma.tenant.findMany({ where: { id: { in: [...ids] } } });
}
