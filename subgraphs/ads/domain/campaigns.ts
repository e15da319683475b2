import { NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { findCampaignPage, insertCampaign, lockCampaign, markCampaignDeleted, type CampaignRow, type CampaignStatus, type CampaignType } from '../data/campaigns';
import { transaction } from '../data/db';
import { recordEvents } from '../data/outbox';
import type { AdsContext } from '../context';
import { normalId, requireCampaign, requireManager } from './access';
import { checkCreate, type CreateCampaignInput } from './campaign-input';
import { campaignCreated, campaignDeleted } from './events';

/** A new campaign is a draft; ads.campaign.created is stored with it. */
export async function createCampaign(context: AdsContext, input: CreateCampaignInput): Promise<CampaignRow> {
  const actor = requireManager(context);
  const fields = checkCreate(input);
  const campaign = await transaction(context.prisma, async (tx) => {
    const row = await insertCampaign(tx, { ...fields, tenantId: actor.tenantId, createdBy: actor.id }, new Date());
    await recordEvents(tx, [campaignCreated(context, row)]);
    return row;
  });
  context.loaders.campaignById.prime(campaign.id, campaign);
  return campaign;
}

export function getCampaign(context: AdsContext, id: string): Promise<CampaignRow> {
  requireManager(context);
  return requireCampaign(context, id);
}

export interface CampaignListArgs extends PageRequest {
  status?: CampaignStatus | null;
  type?: CampaignType | null;
}

/** The tenant's live campaigns, newest first, optionally of one status and one type. */
export async function listCampaigns(context: AdsContext, args: CampaignListArgs): Promise<Connection<CampaignRow>> {
  const actor = requireManager(context);
  const page = creationPage(args, 'DESC');
  const rows = await findCampaignPage(context.prisma, actor.tenantId, { status: args.status ?? undefined, type: args.type ?? undefined }, page);
  for (const row of rows) context.loaders.campaignById.prime(row.id, row);
  return creationConnection(rows, page);
}

/**
 * Soft delete from any state, with ads.campaign.deleted: the row stays for its reviews,
 * broadcasts and events, but the campaign and everything under it then read as 404.
 */
export async function deleteCampaign(context: AdsContext, id: string): Promise<boolean> {
  const actor = requireManager(context);
  const campaignId = normalId(id);
  const deleted =
    campaignId !== null &&
    (await transaction(context.prisma, async (tx) => {
      const campaign = await lockCampaign(tx, actor.tenantId, campaignId, 'update');
      if (!campaign) return false;
      const now = new Date();
      await markCampaignDeleted(tx, campaign.id, actor.id, now);
      await recordEvents(tx, [campaignDeleted(context, campaign, actor.id, now)]);
      return true;
    }));
  if (!deleted) throw new NotFoundError('Campaign', id);
  context.loaders.campaignById.clear(campaignId!);
  return true;
}
