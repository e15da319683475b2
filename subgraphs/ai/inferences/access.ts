import type { Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import type { InferenceRow } from './inference-store';

/** Admins see the tenant's inferences; everyone else only their own. */
const seesTenant = (actor: Actor): boolean =>
  actor.roles.includes('admin') || actor.roles.includes('system');

export function canRead(actor: Actor, inference: InferenceRow): boolean {
  return (
    inference.tenantId === actor.tenantId && (inference.userId === actor.id || seesTenant(actor))
  );
}

/** `all=true` is an admin's view of the tenant: anyone else asking for it is refused. */
export function assertTenantView(actor: Actor, all: boolean): void {
  if (all && !seesTenant(actor))
    throw new ForbiddenError("Only admins see the tenant's inferences (all=true)");
}
