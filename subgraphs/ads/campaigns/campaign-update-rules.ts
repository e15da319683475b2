import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { nextState } from '../../../lib/state-machine';
import type { AdsDeps } from '../common/deps';
import { normalId } from '../common/input-checks';
import { assertCampaignManager } from './access';
import { campaignWrite } from './campaign-changes';
import {
  checkPricing,
  checkUpdate,
  type PricingInput,
  type UpdateCampaignInput,
} from './campaign-input';
import { assertEditable, campaignMachine, type CampaignMove } from './campaign-machine';
import { changeCampaign, type CampaignChanges, type CampaignRow } from './campaign-store';

/**
 * Lets `decide` validate and compute a change from the campaign as the store holds it locked
 * (so each `from` is what the change really replaces) and applies what really changes.
 */
async function change(
  deps: AdsDeps,
  actor: Actor,
  id: string,
  decide: (campaign: CampaignRow) => CampaignChanges,
): Promise<CampaignRow> {
  assertCampaignManager(actor);
  const campaignId = normalId(id);
  const updated =
    campaignId &&
    (await changeCampaign(deps.prisma, deps.clock, actor.tenantId, campaignId, (campaign) =>
      campaignWrite(deps, actor, campaign, decide(campaign)),
    ));
  if (!updated) throw new NotFoundError('Campaign', id);
  deps.loaders.campaignById.clear(updated.id).prime(updated.id, updated);
  return updated;
}

/** PATCH: any field but the status, while the campaign is not completed or archived. */
export function updateCampaign(
  deps: AdsDeps,
  actor: Actor,
  id: string,
  input: UpdateCampaignInput,
): Promise<CampaignRow> {
  return change(deps, actor, id, (campaign) => {
    assertEditable(campaign.status);
    return checkUpdate(input, campaign);
  });
}

/** PATCH of budget and bid only. */
export function updateCampaignPricing(
  deps: AdsDeps,
  actor: Actor,
  id: string,
  input: PricingInput,
): Promise<CampaignRow> {
  return change(deps, actor, id, (campaign) => {
    assertEditable(campaign.status);
    return checkPricing(input, campaign);
  });
}

/** pause, resume, complete and archive: one move of the state machine each. */
export function moveCampaign(
  deps: AdsDeps,
  actor: Actor,
  id: string,
  move: Extract<CampaignMove, 'pause' | 'resume' | 'complete' | 'archive'>,
): Promise<CampaignRow> {
  return change(deps, actor, id, (campaign) => ({
    status: nextState(campaignMachine, campaign.status, move),
  }));
}
