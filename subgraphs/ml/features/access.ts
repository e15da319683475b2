import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findGroup, type FeatureGroupRow } from './feature-store';

/** Feature groups and their records: ml-engineer or admin (ML_1701 otherwise). */
export const assertFeatureUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** The tenant's feature group, or ML_1501: another tenant's group is not found either. */
export async function groupOf(
  deps: Pick<MlDeps, 'prisma'>,
  actor: Actor,
  id: string,
): Promise<FeatureGroupRow> {
  const group = isUuid(id) ? await findGroup(deps.prisma, actor.tenantId, id) : null;
  if (!group) throw new MlError('ML_1501', `Feature group ${id} was not found`);
  return group;
}
