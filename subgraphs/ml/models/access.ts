import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findModel, type ModelRow } from './model-store';

/** Models and their versions: ml-engineer or admin (ML_1701 otherwise). */
export const assertModelUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** The tenant's model, or ML_1001: another tenant's model is not found either. */
export async function modelOf(deps: MlDeps, actor: Actor, id: string): Promise<ModelRow> {
  const model = isUuid(id) ? await findModel(deps.prisma, actor.tenantId, id) : null;
  if (!model) throw new MlError('ML_1001', `Model ${id} was not found`);
  return model;
}
