import { assertRole, type Actor } from '../../../lib/context';
import { CAMPAIGN_MANAGERS, MODERATORS } from '../common/roles';

/** Submitting a campaign for review and reading reviews: whoever manages campaigns. */
export function assertReviewRequester(actor: Actor): Actor {
  return assertRole(actor, ...CAMPAIGN_MANAGERS);
}

/** Deciding a review: admins only (moderation is a human decision). */
export function assertModerator(actor: Actor): Actor {
  return assertRole(actor, ...MODERATORS);
}
