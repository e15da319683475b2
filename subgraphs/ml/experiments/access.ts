import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findExperiment, type ExperimentRow } from './experiment-store';

/** Experiments, their calls and feedback: ml-engineer or admin (ML_1701 otherwise). */
export const assertExperimentUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** The tenant's experiment, or ML_1301: another tenant's experiment is not found either. */
export async function experimentOf(deps: MlDeps, actor: Actor, id: string): Promise<ExperimentRow> {
  const experiment = isUuid(id) ? await findExperiment(deps.prisma, actor.tenantId, id) : null;
  if (!experiment) throw new MlError('ML_1301', `Experiment ${id} was not found`);
  return experiment;
}
