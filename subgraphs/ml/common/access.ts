import type { Actor } from '../../../lib/context';
import { MlError } from '../../../lib/errors';

/** Every ML operation needs the role ml-engineer or admin (docs/api/ml.md, "Roles"). */
export function assertMlRole(actor: Actor): Actor {
  if (!actor.roles.includes('ml-engineer') && !actor.roles.includes('admin')) {
    throw new MlError('ML_1701', 'This operation needs the role ml-engineer or admin');
  }
  return actor;
}
