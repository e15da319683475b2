import type DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { groupLoader } from '../../../lib/db/loaders';
import { listVersions, type VersionRow } from './model-store';

export interface ModelLoaders {
  /** A model's versions, oldest first: `MlModel.versions` of a whole list in one query. */
  versionsByModel: DataLoader<string, VersionRow[]>;
}

export function createModelLoaders(prisma: PrismaClient, tenantId: string | null): ModelLoaders {
  return {
    versionsByModel: groupLoader(
      tenantId,
      (tenant, ids) => listVersions(prisma, tenant, ids),
      (row) => row.modelId,
    ),
  };
}
