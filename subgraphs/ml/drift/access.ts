import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findMonitor, type MonitorRow } from './drift-store';

/** Drift monitors and their reports: ml-engineer or admin (ML_1701 otherwise). */
export const assertDriftUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** The tenant's monitor, or ML_1401: another tenant's monitor is not found either. */
export async function monitorOf(deps: MlDeps, actor: Actor, id: string): Promise<MonitorRow> {
  const monitor = isUuid(id) ? await findMonitor(deps.prisma, actor.tenantId, id) : null;
  if (!monitor) throw new MlError('ML_1401', `Drift monitor ${id} was not found`);
  return monitor;
}
