import { NotFoundError, ValidationError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { lockCampaign, type CampaignRow, type CampaignType } from '../data/campaigns';
import { transaction, type Tx } from '../data/db';
import { recordEvents } from '../data/outbox';
import { insertPromotedSearch, insertSpherePlacement, type PromotedSearchRow, type SpherePlacementRow, type SpherePlacementSlot } from '../data/serving';
import type { AdsContext } from '../context';
import { requireServing, type Actor } from './access';
import { assertActive } from './campaign-machine';
import { searchPromoted, spherePlacement } from './events';
import { checkCount, checkOwnId, checkReference, checkServedAt } from './input-rules';

export interface SpherePlacementInput {
  campaignId: string;
  creativeId: string;
  sphereId: string;
  placement: SpherePlacementSlot;
  servedAt?: string | null;
}

export interface PromotedSearchInput {
  campaignId: string;
  listingId: string;
  query: string;
  position: number;
  servedAt?: string | null;
}

/** Campaign types whose ads are listings promoted in search results. */
const SEARCH_TYPES: readonly CampaignType[] = ['search', 'sponsored_listing'];
const MAX_QUERY = 500;
const MAX_POSITION = 1000;

/**
 * Runs `record` with the input's campaign held (FOR SHARE) once it is known to be a live,
 * active campaign of the tenant (of one of `types`, when given), so a serving and its event are
 * stored only for a campaign that was running. An unknown campaign id in a body is a 404, like
 * one in a path.
 */
async function withActiveCampaign<T>(
  context: AdsContext,
  actor: Actor,
  campaignId: string,
  what: string,
  record: (tx: Tx, campaign: CampaignRow) => Promise<T>,
  types?: readonly CampaignType[],
): Promise<T> {
  const result = await transaction(context.prisma, async (tx) => {
    const campaign = await lockCampaign(tx, actor.tenantId, campaignId.toLowerCase(), 'share');
    if (!campaign) return null;
    if (types && !types.includes(campaign.type)) {
      throw ValidationError.field('campaignId', `must be a campaign of type ${types.join(' or ')} (this one is ${campaign.type})`);
    }
    assertActive(campaign.status, what);
    return { value: await record(tx, campaign) };
  });
  if (!result) throw new NotFoundError('Campaign', campaignId);
  return result.value;
}

/** An ad served in a sphere (community) context; publishes ads.sphere.placement. */
export async function recordSpherePlacement(context: AdsContext, input: SpherePlacementInput): Promise<SpherePlacementRow> {
  const actor = requireServing(context);
  const now = new Date();
  const check = new InputCheck();
  checkOwnId(check, 'campaignId', input.campaignId);
  const creativeId = checkReference(check, 'creativeId', input.creativeId);
  const sphereId = checkReference(check, 'sphereId', input.sphereId);
  const servedAt = checkServedAt(check, input.servedAt, now);
  check.done();
  return withActiveCampaign(context, actor, input.campaignId, 'place an ad of', async (tx, campaign) => {
    const row = await insertSpherePlacement(
      tx,
      { tenantId: actor.tenantId, campaignId: campaign.id, creativeId: creativeId!, sphereId: sphereId!, placement: input.placement, servedAt, recordedBy: actor.id },
      now,
    );
    await recordEvents(tx, [spherePlacement(context, row)]);
    return row;
  });
}

/** A promoted listing served in search results; publishes ads.search.promoted. */
export async function recordPromotedSearch(context: AdsContext, input: PromotedSearchInput): Promise<PromotedSearchRow> {
  const actor = requireServing(context);
  const now = new Date();
  const check = new InputCheck();
  checkOwnId(check, 'campaignId', input.campaignId);
  const listingId = checkReference(check, 'listingId', input.listingId);
  check.text('query', input.query, { required: true, max: MAX_QUERY });
  checkCount(check, 'position', input.position, 1, MAX_POSITION);
  const servedAt = checkServedAt(check, input.servedAt, now);
  check.done();
  return withActiveCampaign(context, actor, input.campaignId, 'promote a listing with', async (tx, campaign) => {
    const row = await insertPromotedSearch(
      tx,
      { tenantId: actor.tenantId, campaignId: campaign.id, listingId: listingId!, query: input.query.trim(), position: input.position, servedAt, recordedBy: actor.id },
      now,
    );
    await recordEvents(tx, [searchPromoted(context, row)]);
    return row;
  }, SEARCH_TYPES);
}
