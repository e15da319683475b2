import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findDataset, type DatasetRow } from './dataset-store';

/** Datasets: ml-engineer or admin (ML_1701 otherwise). */
export const assertDatasetUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** The tenant's dataset; unknown (or another tenant's) is an invalid value of `field`. */
export async function datasetOf(
  deps: MlDeps,
  actor: Actor,
  id: string,
  field = 'id',
  code: 'ML_1801' | 'ML_1100' | 'ML_1400' = 'ML_1801',
): Promise<DatasetRow> {
  const dataset = isUuid(id) ? await findDataset(deps.prisma, actor.tenantId, id) : null;
  if (!dataset)
    throw new MlError(code, `Dataset ${id} was not found in the tenant`, [
      { field, problem: 'is not a dataset of the tenant' },
    ]);
  return dataset;
}
