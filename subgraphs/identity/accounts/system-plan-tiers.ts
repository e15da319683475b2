import { PLATFORM_CALLER } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import { NotFoundError } from '../../../lib/errors';
import { findUserByEmail, normaliseEmail } from '../common/user-store';
import { setPlanTier, type PlanTierChange } from './plan-tier-rules';

export interface OperatorPlanTierInput {
  email: string;
  planTier: string;
  /** When given, the user must be of this tenant: a guard against changing the wrong customer. */
  tenantId?: string;
}

/**
 * `npm run plan:set`: the platform itself (role `system`, PLATFORM_CALLER in the user's tenant)
 * sets the plan tier of the user with this e-mail through the same `setPlanTier` any other
 * system path uses. E-mail addresses are unique across the platform (docs/conventions.md); an
 * unknown one, or one of another tenant than `tenantId`, is 404 and changes nothing.
 */
export async function operatorSetPlanTier(
  deps: { prisma: PrismaClient },
  input: OperatorPlanTierInput,
): Promise<PlanTierChange> {
  const user = await findUserByEmail(deps.prisma, normaliseEmail(input.email));
  if (!user) throw new NotFoundError('User with e-mail', input.email);
  if (input.tenantId && user.tenantId !== input.tenantId)
    throw new NotFoundError(`User ${input.email} in tenant`, input.tenantId);
  return setPlanTier(
    deps,
    { ...PLATFORM_CALLER, tenantId: user.tenantId },
    { userId: user.id, planTier: input.planTier },
  );
}
