import DataLoader from 'dataloader';
import type { PrismaClient } from '../../lib/db/prisma';
import { findTenantsByIds, findUsersByIds, type TenantRow, type UserRow } from './data/users';

export interface IdentityLoaders {
  userById: DataLoader<string, UserRow | null>;
  tenantById: DataLoader<string, TenantRow | null>;
}

function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Loaders live for one request and only ever see the caller's tenant. */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): IdentityLoaders {
  return {
    userById: new DataLoader(async (ids) =>
      tenantId ? byId(await findUsersByIds(prisma, tenantId, ids), ids) : ids.map(() => null),
    ),
    tenantById: new DataLoader(async (ids) => byId(await findTenantsByIds(prisma, ids), ids)),
  };
}
