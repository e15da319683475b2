import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findTrainingJob, type TrainingJobRow } from './training-store';

/** Training: ml-engineer or admin (ML_1701 otherwise). */
export const assertTrainingUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** The tenant's training job, or ML_1101: another tenant's job is not found either. */
export async function jobOf(deps: MlDeps, actor: Actor, id: string): Promise<TrainingJobRow> {
  const job = isUuid(id) ? await findTrainingJob(deps.prisma, actor.tenantId, id) : null;
  if (!job) throw new MlError('ML_1101', `Training job ${id} was not found`);
  return job;
}
