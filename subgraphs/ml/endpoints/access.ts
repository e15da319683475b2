import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findEndpoint, type EndpointRow } from './endpoint-store';

/** Endpoints and their invocations: ml-engineer or admin (ML_1701 otherwise). */
export const assertEndpointUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** The tenant's endpoint, or ML_1201: another tenant's endpoint is not found either. */
export async function endpointOf(deps: MlDeps, actor: Actor, id: string): Promise<EndpointRow> {
  const endpoint = isUuid(id) ? await findEndpoint(deps.prisma, actor.tenantId, id) : null;
  if (!endpoint) throw new MlError('ML_1201', `Endpoint ${id} was not found`);
  return endpoint;
}
