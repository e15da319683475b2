import DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { isUuid } from '../../../lib/context';
import { findSlotsByIds, type ExhibitorSlotRow } from '../data/exhibitor-slots';
import { findRfpsByIds, type RfpRow } from '../data/rfps';

/** Entities other rows point at (a booking's slot, an answer's RFP), one query per batch. */
export interface GroupLoaders {
  exhibitorSlotById: DataLoader<string, ExhibitorSlotRow | null>;
  rfpById: DataLoader<string, RfpRow | null>;
}

/** Scoped to the caller's tenant; ids that are not UUIDs cannot exist and never reach the database. */
function byId<T extends { id: string }>(
  tenantId: string | null,
  load: (tenantId: string, ids: string[]) => Promise<T[]>,
): DataLoader<string, T | null> {
  return new DataLoader(async (ids) => {
    const wanted = ids.filter(isUuid);
    if (!tenantId || wanted.length === 0) return ids.map(() => null);
    const rows = new Map((await load(tenantId, wanted)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id.toLowerCase()) ?? null);
  });
}

export function createGroupLoaders(prisma: PrismaClient, tenantId: string | null): GroupLoaders {
  return {
    exhibitorSlotById: byId(tenantId, (tenant, ids) => findSlotsByIds(prisma, tenant, ids)),
    rfpById: byId(tenantId, (tenant, ids) => findRfpsByIds(prisma, tenant, ids)),
  };
}
