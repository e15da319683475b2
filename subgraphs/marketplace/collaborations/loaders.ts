import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findCollaborationsByIds, type CollaborationRow } from './collaboration-store';

// Scoped to the caller's tenant and blind to who the caller is: the rules decide what the caller may see.
export interface CollaborationLoaders {
  collaborationById: DataLoader<string, CollaborationRow | null>;
}

export function createCollaborationLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
): CollaborationLoaders {
  return {
    collaborationById: rowLoader(
      tenantId,
      (tenant, ids) => findCollaborationsByIds(prisma, tenant, ids),
      byId,
    ),
  };
}
