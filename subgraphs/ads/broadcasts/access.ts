import { assertRole, type Actor } from '../../../lib/context';
import { CAMPAIGN_MANAGERS, SERVING_PIPELINE } from '../common/roles';

/** Requesting broadcasts and reading them: whoever manages campaigns. */
export function assertBroadcastRequester(actor: Actor): Actor {
  return assertRole(actor, ...CAMPAIGN_MANAGERS);
}

/** Confirming a delivery is a report of the serving pipeline: admins and system. */
export function assertDeliveryReporter(actor: Actor): Actor {
  return assertRole(actor, ...SERVING_PIPELINE);
}
