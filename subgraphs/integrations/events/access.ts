import { assertRole, type Actor } from '../../../lib/context';

/** Only the platform (role system) publishes event.* and ticket.* events, in the tenant it acts in. */
export function assertPublisher(actor: Actor): Actor {
  return assertRole(actor, 'system');
}
