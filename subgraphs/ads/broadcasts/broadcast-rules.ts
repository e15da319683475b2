import type { Actor } from '../../../lib/context';
import { InvalidStateError, NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { requireCampaign } from '../campaigns/access';
import { assertActive } from '../campaigns/campaign-machine';
import type { AdsDeps } from '../common/deps';
import {
  checkAmount,
  checkCount,
  checkCurrency,
  checkDateTime,
  checkReference,
  normalId,
} from '../common/input-checks';
import { assertBroadcastRequester, assertDeliveryReporter } from './access';
import { broadcastDelivered, broadcastRequested } from './broadcast-events';
import {
  findBroadcast,
  findBroadcastPage,
  insertBroadcast,
  recordDelivery,
  type BroadcastChannel,
  type BroadcastRow,
} from './broadcast-store';

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
 * Requests a broadcast of an active campaign (else 400 INVALID_STATE); the store holds the
 * campaign until the broadcast and ads.broadcast.requested are stored, so it cannot be paused
 * in between.
 */
export async function requestBroadcast(
  deps: AdsDeps,
  actor: Actor,
  campaignId: string,
  input: RequestBroadcastInput,
): Promise<BroadcastRow> {
  assertBroadcastRequester(actor);
  const check = new InputCheck();
  const creativeId = checkReference(check, 'creativeId', input.creativeId);
  const audienceId = checkReference(check, 'audienceId', input.audienceId);
  const scheduledAt = checkDateTime(check, 'scheduledAt', input.scheduledAt, true);
  checkCount(check, 'estimatedReach', input.estimatedReach);
  check.done();
  const id = normalId(campaignId);
  const broadcast =
    id &&
    (await insertBroadcast(
      deps.prisma,
      deps.clock,
      {
        tenantId: actor.tenantId,
        campaignId: id,
        creativeId: creativeId!,
        audienceId: audienceId!,
        channel: input.channel,
        scheduledAt: scheduledAt!,
        estimatedReach: input.estimatedReach,
        requestedBy: actor.id,
      },
      (campaign) => assertActive(campaign.status, 'request a broadcast for'),
      (row) => broadcastRequested(deps, row),
    ));
  if (!broadcast) throw new NotFoundError('Campaign', campaignId);
  return broadcast;
}

/**
 * The serving pipeline confirms a requested broadcast's delivery, once (a second confirmation
 * is 400 INVALID_STATE); the report is in the campaign's currency.
 */
export async function confirmDelivery(
  deps: AdsDeps,
  actor: Actor,
  broadcastId: string,
  input: DeliveryInput,
): Promise<BroadcastRow> {
  assertDeliveryReporter(actor);
  const check = new InputCheck();
  checkCount(check, 'impressionsDelivered', input.impressionsDelivered);
  checkCount(check, 'clicksDelivered', input.clicksDelivered);
  check.when(
    input.clicksDelivered > input.impressionsDelivered,
    'clicksDelivered',
    'must not be greater than impressionsDelivered',
  );
  checkAmount(check, 'costIncurred', input.costIncurred, true);
  const currency = checkCurrency(check, input.currency, true);
  const id = normalId(broadcastId);
  const delivered =
    id &&
    (await recordDelivery(
      deps.prisma,
      deps.clock,
      actor.tenantId,
      id,
      (broadcast, campaign) => {
        // An unknown broadcast is a 404 before its input is judged.
        check
          .when(
            currency !== undefined && currency !== campaign.currency,
            'currency',
            `must be the campaign's currency (${campaign.currency})`,
          )
          .done();
        if (broadcast.status !== 'requested')
          throw new InvalidStateError('broadcast', broadcast.status, 'confirm the delivery of');
        return {
          impressionsDelivered: input.impressionsDelivered,
          clicksDelivered: input.clicksDelivered,
          costIncurred: input.costIncurred,
          currency: currency!,
          confirmedBy: actor.id,
        };
      },
      (row) => broadcastDelivered(deps, row),
    ));
  if (!delivered) throw new NotFoundError('Broadcast', broadcastId);
  return delivered;
}

/** A broadcast of a live campaign of the tenant, or 404. */
export async function getBroadcast(deps: AdsDeps, actor: Actor, id: string): Promise<BroadcastRow> {
  assertBroadcastRequester(actor);
  const broadcastId = normalId(id);
  const broadcast = broadcastId
    ? await findBroadcast(deps.prisma, actor.tenantId, broadcastId)
    : null;
  if (!broadcast || !(await deps.loaders.campaignById.load(broadcast.campaignId)))
    throw new NotFoundError('Broadcast', id);
  return broadcast;
}

/** A campaign's broadcasts, oldest first. */
export async function listBroadcasts(
  deps: AdsDeps,
  actor: Actor,
  campaignId: string,
  args: PageRequest,
): Promise<Connection<BroadcastRow>> {
  assertBroadcastRequester(actor);
  const campaign = await requireCampaign(deps, campaignId);
  const page = creationPage(args, 'ASC');
  return creationConnection(
    await findBroadcastPage(deps.prisma, actor.tenantId, campaign.id, page),
    page,
  );
}
