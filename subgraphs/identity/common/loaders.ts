import DataLoader from 'dataloader';
import { isUuid } from '../../../lib/context';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findTenantsByIds, findUsersByIds, type TenantRow, type UserRow } from './user-store';

export interface IdentityLoaders {
  userById: DataLoader<string, UserRow | null>;
  tenantById: DataLoader<string, TenantRow | null>;
}

/** Loaders live for one request and only ever see the caller's tenant. */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): IdentityLoaders {
  return {
    userById: rowLoader(tenantId, (tenant, ids) => findUsersByIds(prisma, tenant, ids), byId),
    // Not scoped: a user's tenant is read for callers without one too (register, login).
    tenantById: new DataLoader(async (ids) => {
      const rows = new Map(
        (await findTenantsByIds(prisma, ids.filter(isUuid))).map((row) => [row.id, row]),
      );
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
