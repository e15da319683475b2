import { assertRole, type Actor } from '../../../lib/context';
import { SERVING_PIPELINE } from '../common/roles';

/** Sphere placements and promoted results are reports of the serving pipeline: admins and system. */
export function assertServingPipeline(actor: Actor): Actor {
  return assertRole(actor, ...SERVING_PIPELINE);
}
