import type DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { groupLoader } from '../../../lib/db/loaders';
import { statsOf, type StatRow } from './experiment-store';

export interface ExperimentLoaders {
  /** An experiment's per-variant counters: `MlExperiment.variants` of a whole list in one query. */
  statsByExperiment: DataLoader<string, StatRow[]>;
}

export function createExperimentLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
): ExperimentLoaders {
  // The counters have no tenant column; the keys are ids of experiments already read within the
  // caller's tenant, and the loader answers nothing without a tenant (lib/db/loaders.ts).
  return {
    statsByExperiment: groupLoader(
      tenantId,
      (_tenant, ids) => statsOf(prisma, ids),
      (row) => row.experimentId,
    ),
  };
}
