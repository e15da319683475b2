import type { PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';

export interface UserRow {
  id: string;
  tenantId: string;
  email: string;
  name: string;
  passwordHash: string;
  roles: string[];
  planTier: string;
  createdAt: Date;
}

export interface TenantRow {
  id: string;
  name: string;
  createdAt: Date;
}

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

export function createTenantWithAdmin(
  prisma: PrismaClient,
  tenantName: string,
  user: Omit<UserRow, 'id' | 'tenantId' | 'createdAt'>,
): Promise<{ tenant: TenantRow; user: UserRow }> {
  return withDatabaseErrors('User', () =>
    prisma.$transaction(async (tx) => {
      const tenant = await tx.tenant.create({ data: { name: tenantName } });
      const created = await tx.user.create({ data: { ...user, tenantId: tenant.id } });
      return { tenant, user: created };
    }),
  );
}

export function createUser(
  prisma: PrismaClient,
  tenantId: string,
  user: Omit<UserRow, 'id' | 'tenantId' | 'createdAt'>,
): Promise<UserRow> {
  return withDatabaseErrors('User', () => prisma.user.create({ data: { ...user, tenantId } }));
}
