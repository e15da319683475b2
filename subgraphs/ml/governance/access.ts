import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import { invalid, MlError } from '../common/errors';
import type { MlDeps } from '../common/deps';
import { ML_ROLES } from '../common/roles';
import { findApproval, type ApprovalRow } from './approval-store';

/** Submitting and reading submissions: ml-engineer or admin (ML_1701 otherwise). */
export const assertApprovalUser = (actor: Actor): Actor => assertRole(actor, ...ML_ROLES);

/** Deciding: an admin (ML_1701 otherwise). */
export function assertDecider(actor: Actor): Actor {
  if (!actor.roles.includes('admin'))
    throw new ForbiddenError('Only an admin approves or rejects a submission');
  return actor;
}

/** Never on one's own submission: a second pair of eyes (ML_1600, the governance policy). */
export function assertNotSubmitter(actor: Actor, approval: ApprovalRow): void {
  if (approval.submittedBy === actor.id)
    throw new MlError(
      'ML_1600',
      'Governance policy: a submission is decided by another admin than its submitter',
    );
}

/** The tenant's submission; unknown (or another tenant's) is an invalid id (ML_1801). */
export async function approvalOf(deps: MlDeps, actor: Actor, id: string): Promise<ApprovalRow> {
  const approval = isUuid(id) ? await findApproval(deps.prisma, actor.tenantId, id) : null;
  if (!approval)
    throw invalid('ML_1801', [{ field: 'id', problem: 'is not a submission of the tenant' }]);
  return approval;
}
