import { assertRole, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { AdsDeps } from '../common/deps';
import { normalId } from '../common/input-checks';
import { CAMPAIGN_MANAGERS } from '../common/roles';
import type { CampaignRow } from './campaign-store';

/**
 * Organizers, admins and system manage every campaign of their tenant: campaigns belong to the
 * tenant, not to their creator.
 */
export function assertCampaignManager(actor: Actor): Actor {
  return assertRole(actor, ...CAMPAIGN_MANAGERS);
}

/**
 * A live campaign of the actor's tenant, or 404: deleted campaigns, other tenants' campaigns
 * and malformed ids all look exactly like ids that never existed (the loader is the tenant's).
 */
export async function requireCampaign(deps: AdsDeps, id: string): Promise<CampaignRow> {
  const campaignId = normalId(id);
  const campaign = campaignId ? await deps.loaders.campaignById.load(campaignId) : null;
  if (!campaign) throw new NotFoundError('Campaign', id);
  return campaign;
}
