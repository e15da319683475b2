import { InvalidStateError, NotFoundError } from '../../../lib/errors';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { findBroadcast, findBroadcastPage, insertBroadcast, lockBroadcast, recordDelivery, type BroadcastChannel, type BroadcastRow } from '../data/broadcasts';
import { lockCampaign } from '../data/campaigns';
import { transaction } from '../data/db';
import { recordEvents } from '../data/outbox';
import type { AdsContext } from '../context';
import { normalId, requireCampaign, requireManager, requireServing } from './access';
import { assertActive } from './campaign-machine';
import { broadcastDelivered, broadcastRequested } from './events';
import { checkAmount, checkCount, checkCurrency, checkDateTime, checkReference } from './input-rules';

export interface RequestBroadcastInput {
  creativeId: string;
  audienceId: string;
  channel: BroadcastChannel;
  scheduledAt: string;
  estimatedReach: number;
}

export interface DeliveryInput {
  impressionsDelivered: number;
  clicksDelivered: number;
  costIncurred: number;
  currency: string;
}

/**
 * Requests a broadcast of an active campaign (else 400 INVALID_STATE); the campaign is held
 * (FOR SHARE) until the broadcast and ads.broadcast.requested are stored, so it cannot be paused
 * in between.
 */
export async function requestBroadcast(context: AdsContext, campaignId: string, input: RequestBroadcastInput): Promise<BroadcastRow> {
  const actor = requireManager(context);
  const check = new InputCheck();
  const creativeId = checkReference(check, 'creativeId', input.creativeId);
  const audienceId = checkReference(check, 'audienceId', input.audienceId);
  const scheduledAt = checkDateTime(check, 'scheduledAt', input.scheduledAt, true);
  checkCount(check, 'estimatedReach', input.estimatedReach);
  check.done();
  const id = normalId(campaignId);
  const broadcast =
    id &&
    (await transaction(context.prisma, async (tx) => {
      const campaign = await lockCampaign(tx, actor.tenantId, id, 'share');
      if (!campaign) return null;
      assertActive(campaign.status, 'request a broadcast for');
      const row = await insertBroadcast(
        tx,
        { tenantId: actor.tenantId, campaignId: campaign.id, creativeId: creativeId!, audienceId: audienceId!, channel: input.channel, scheduledAt: scheduledAt!, estimatedReach: input.estimatedReach, requestedBy: actor.id },
        new Date(),
      );
      await recordEvents(tx, [broadcastRequested(context, row)]);
      return row;
    }));
  if (!broadcast) throw new NotFoundError('Campaign', campaignId);
  return broadcast;
}

/**
 * The serving pipeline confirms a requested broadcast's delivery, once (a second confirmation
 * is 400 INVALID_STATE); the report is in the campaign's currency.
 */
export async function confirmDelivery(context: AdsContext, broadcastId: string, input: DeliveryInput): Promise<BroadcastRow> {
  const actor = requireServing(context);
  const check = new InputCheck();
  checkCount(check, 'impressionsDelivered', input.impressionsDelivered);
  checkCount(check, 'clicksDelivered', input.clicksDelivered);
  check.when(input.clicksDelivered > input.impressionsDelivered, 'clicksDelivered', 'must not be greater than impressionsDelivered');
  checkAmount(check, 'costIncurred', input.costIncurred, true);
  const currency = checkCurrency(check, input.currency, true);
  const id = normalId(broadcastId);
  const delivered =
    id &&
    (await transaction(context.prisma, async (tx) => {
      const broadcast = await lockBroadcast(tx, actor.tenantId, id);
      // A deleted campaign takes its broadcasts with it.
      const campaign = broadcast && (await lockCampaign(tx, actor.tenantId, broadcast.campaignId, 'share'));
      if (!broadcast || !campaign) return null;
      check.when(currency !== undefined && currency !== campaign.currency, 'currency', `must be the campaign's currency (${campaign.currency})`).done();
      if (broadcast.status !== 'requested') throw new InvalidStateError('broadcast', broadcast.status, 'confirm the delivery of');
      const row = await recordDelivery(
        tx,
        broadcast.id,
        { impressionsDelivered: input.impressionsDelivered, clicksDelivered: input.clicksDelivered, costIncurred: input.costIncurred, currency: currency!, confirmedBy: actor.id },
        new Date(),
      );
      await recordEvents(tx, [broadcastDelivered(context, row)]);
      return row;
    }));
  if (!delivered) throw new NotFoundError('Broadcast', broadcastId);
  return delivered;
}

/** A broadcast of a live campaign of the tenant, or 404. */
export async function getBroadcast(context: AdsContext, id: string): Promise<BroadcastRow> {
  const actor = requireManager(context);
  const broadcastId = normalId(id);
  const broadcast = broadcastId ? await findBroadcast(context.prisma, actor.tenantId, broadcastId) : null;
  if (!broadcast || !(await context.loaders.campaignById.load(broadcast.campaignId))) throw new NotFoundError('Broadcast', id);
  return broadcast;
}

/** A campaign's broadcasts, oldest first. */
export async function listBroadcasts(context: AdsContext, campaignId: string, args: PageRequest): Promise<Connection<BroadcastRow>> {
  const actor = requireManager(context);
  const campaign = await requireCampaign(context, campaignId);
  const page = creationPage(args, 'ASC');
  return creationConnection(await findBroadcastPage(context.prisma, actor.tenantId, campaign.id, page), page);
}
