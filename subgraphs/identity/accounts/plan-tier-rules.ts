import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { PLAN_TIERS, type PlanTier } from '../../../lib/auth/tokens';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import type { UserRow } from '../common/user-store';
import { assertMaySetPlanTier } from './access';
import { updatePlanTier } from './account-store';

export interface PlanTierChange {
  user: UserRow;
  previous: PlanTier;
}

/**
 * Moves a user of the actor's tenant to another plan tier: role `system` only, like a top-up
 * (docs/conventions.md, "Plan tiers"). The user's access tokens carry the tier they were issued
 * with, so the change reaches the user's requests at the next login or refresh (15 minutes at most).
 */
export async function setPlanTier(
  deps: Pick<IdentityDeps, 'prisma'>,
  actor: Actor,
  input: { userId: string; planTier: string },
): Promise<PlanTierChange> {
  assertMaySetPlanTier(actor);
  new InputCheck()
    .uuid('userId', input.userId, { required: true })
    .oneOf('planTier', input.planTier, PLAN_TIERS)
    .done();
  const changed = await updatePlanTier(deps.prisma, actor.tenantId, input.userId, input.planTier);
  if (!changed) throw new NotFoundError('User', input.userId);
  return { user: changed.user, previous: changed.previous as PlanTier };
}
