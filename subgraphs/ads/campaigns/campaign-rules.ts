import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { AdsDeps } from '../common/deps';
import { normalId } from '../common/input-checks';
import { assertCampaignManager, requireCampaign } from './access';
import { campaignCreated, campaignDeleted } from './campaign-events';
import { checkCreate, type CreateCampaignInput } from './campaign-input';
import {
  deleteCampaign as softDeleteCampaign,
  findCampaignPage,
  insertCampaign,
  type CampaignRow,
  type CampaignStatus,
  type CampaignType,
} from './campaign-store';

/** A new campaign is a draft; ads.campaign.created is stored with it. */
export async function createCampaign(
  deps: AdsDeps,
  actor: Actor,
  input: CreateCampaignInput,
): Promise<CampaignRow> {
  assertCampaignManager(actor);
  const fields = checkCreate(input);
  const campaign = await insertCampaign(
    deps.prisma,
    deps.clock,
    { ...fields, tenantId: actor.tenantId, createdBy: actor.id },
    (row) => campaignCreated(deps, row),
  );
  deps.loaders.campaignById.prime(campaign.id, campaign);
  return campaign;
}

export function getCampaign(deps: AdsDeps, actor: Actor, id: string): Promise<CampaignRow> {
  assertCampaignManager(actor);
  return requireCampaign(deps, id);
}

export interface CampaignListArgs extends PageRequest {
  status?: CampaignStatus | null;
  type?: CampaignType | null;
}

/** The tenant's live campaigns, newest first, optionally of one status and one type. */
export async function listCampaigns(
  deps: AdsDeps,
  actor: Actor,
  args: CampaignListArgs,
): Promise<Connection<CampaignRow>> {
  assertCampaignManager(actor);
  const page = creationPage(args, 'DESC');
  const rows = await findCampaignPage(
    deps.prisma,
    actor.tenantId,
    { status: args.status ?? undefined, type: args.type ?? undefined },
    page,
  );
  for (const row of rows) deps.loaders.campaignById.prime(row.id, row);
  return creationConnection(rows, page);
}

/**
 * Soft delete from any state, with ads.campaign.deleted: the row stays for its reviews,
 * broadcasts and events, but the campaign and everything under it then read as 404.
 */
export async function deleteCampaign(deps: AdsDeps, actor: Actor, id: string): Promise<boolean> {
  assertCampaignManager(actor);
  const campaignId = normalId(id);
  const deleted =
    campaignId !== null &&
    (await softDeleteCampaign(
      deps.prisma,
      deps.clock,
      actor.tenantId,
      campaignId,
      actor.id,
      (campaign, at) => campaignDeleted(deps, campaign, actor.id, at),
    ));
  if (!deleted) throw new NotFoundError('Campaign', id);
  deps.loaders.campaignById.clear(campaignId!);
  return true;
}
