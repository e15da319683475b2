import { NotFoundError } from '../../../lib/errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import { nextState } from '../../../lib/state-machine';
import { lockCampaign, writeCampaign, type CampaignChanges, type CampaignRow } from '../data/campaigns';
import { transaction, type Tx } from '../data/db';
import { recordEvents } from '../data/outbox';
import type { AdsContext } from '../context';
import { normalId, requireManager, type Actor } from './access';
import { checkPricing, checkUpdate, type PricingInput, type UpdateCampaignInput } from './campaign-input';
import { assertEditable, campaignMachine, type CampaignMove } from './campaign-machine';
import { diffCampaign, pricingChanges } from './campaign-changes';
import { campaignUpdated, pricingUpdated } from './events';

/**
 * Writes what `asked` really changes on a campaign the transaction has locked, with its events
 * in the same transaction: ads.campaign.updated with each changed field's from and to, and
 * ads.pricing.updated too when budget or bid changed. Nothing changed: nothing written or published.
 */
export async function applyChanges(tx: Tx, context: AdsContext, actor: Actor, campaign: CampaignRow, asked: CampaignChanges, now: Date): Promise<CampaignRow> {
  const { writes, changes } = diffCampaign(campaign, asked);
  if (Object.keys(changes).length === 0) return campaign;
  const updated = await writeCampaign(tx, campaign.id, writes, now);
  const events: PlatformEvent[] = [campaignUpdated(context, updated, changes, actor.id)];
  const pricing = pricingChanges(changes);
  if (Object.keys(pricing).length > 0) events.push(pricingUpdated(context, updated, pricing, actor.id));
  await recordEvents(tx, events);
  return updated;
}

/**
 * Locks the campaign (so concurrent changes queue and each `from` is what it really replaced),
 * lets `decide` validate and compute the change from what it saw, and applies it.
 */
async function changeCampaign(context: AdsContext, id: string, decide: (campaign: CampaignRow) => CampaignChanges): Promise<CampaignRow> {
  const actor = requireManager(context);
  const campaignId = normalId(id);
  const updated =
    campaignId &&
    (await transaction(context.prisma, async (tx) => {
      const campaign = await lockCampaign(tx, actor.tenantId, campaignId, 'update');
      return campaign && applyChanges(tx, context, actor, campaign, decide(campaign), new Date());
    }));
  if (!updated) throw new NotFoundError('Campaign', id);
  context.loaders.campaignById.clear(updated.id).prime(updated.id, updated);
  return updated;
}

/** PATCH: any field but the status, while the campaign is not completed or archived. */
export function updateCampaign(context: AdsContext, id: string, input: UpdateCampaignInput): Promise<CampaignRow> {
  return changeCampaign(context, id, (campaign) => {
    assertEditable(campaign.status);
    return checkUpdate(input, campaign);
  });
}

/** PATCH of budget and bid only. */
export function updateCampaignPricing(context: AdsContext, id: string, input: PricingInput): Promise<CampaignRow> {
  return changeCampaign(context, id, (campaign) => {
    assertEditable(campaign.status);
    return checkPricing(input, campaign);
  });
}

/** pause, resume, complete and archive: one move of the state machine each. */
export function moveCampaign(context: AdsContext, id: string, move: Extract<CampaignMove, 'pause' | 'resume' | 'complete' | 'archive'>): Promise<CampaignRow> {
  return changeCampaign(context, id, (campaign) => ({ status: nextState(campaignMachine, campaign.status, move) }));
}
