import { isUuid, requireRole } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { CampaignRow } from '../data/campaigns';
import type { AdsContext } from '../context';

/** The authenticated caller with their tenant, as requireRole answers it. */
import type { Actor } from '../../../lib/context';

export type { Actor };

/** Campaigns, pricing, review requests, broadcasts and every read: organizers, admins and system. */
export function requireManager(context: AdsContext): Actor {
  return requireRole(context, 'organizer', 'admin', 'system');
}

/** Moderation decisions: admins only. */
export function requireModerator(context: AdsContext): Actor {
  return requireRole(context, 'admin');
}

/** The serving pipeline's reports (deliveries, sphere placements, promoted results): admins and system. */
export function requireServing(context: AdsContext): Actor {
  return requireRole(context, 'admin', 'system');
}

/**
 * A live campaign of the caller's tenant, or 404: deleted campaigns, other tenants' campaigns
 * and malformed ids all look exactly like ids that never existed.
 */
export async function requireCampaign(context: AdsContext, id: string): Promise<CampaignRow> {
  const campaign = isUuid(id) ? await context.loaders.campaignById.load(id.toLowerCase()) : null;
  if (!campaign) throw new NotFoundError('Campaign', id);
  return campaign;
}

/** For ids inside a transaction: a malformed one can never exist, so it never reaches SQL. */
export function normalId(id: string): string | null {
  return isUuid(id) ? id.toLowerCase() : null;
}
