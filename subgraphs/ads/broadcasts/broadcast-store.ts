import type { Clock } from '../../../lib/clock';
import type { Db, Prisma, PrismaClient } from '../../../lib/db/prisma';
import type { AdBroadcast, AdBroadcastChannel } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { CreationPage } from '../../../lib/pagination';
import { lockCampaign, type CampaignRow } from '../campaigns/campaign-store';
import { recordEvents } from '../common/outbox-store';

export type BroadcastChannel = AdBroadcastChannel;

/** A broadcast as the rules see it: the cost is a plain number. */
export type BroadcastRow = Omit<AdBroadcast, 'costIncurred'> & { costIncurred: number | null };

export interface NewBroadcast {
  tenantId: string;
  campaignId: string;
  creativeId: string;
  audienceId: string;
  channel: BroadcastChannel;
  scheduledAt: Date;
  estimatedReach: number;
  requestedBy: string;
}

export interface BroadcastDelivery {
  impressionsDelivered: number;
  clicksDelivered: number;
  costIncurred: number;
  currency: string;
  confirmedBy: string;
}

function toBroadcastRow(row: AdBroadcast): BroadcastRow {
  return { ...row, costIncurred: row.costIncurred === null ? null : row.costIncurred.toNumber() };
}

export async function findBroadcast(
  db: Db,
  tenantId: string,
  id: string,
): Promise<BroadcastRow | null> {
  const row = await db.adBroadcast.findFirst({ where: { id, tenantId } });
  return row && toBroadcastRow(row);
}

/** One creation-order page (limit + 1 rows) of a campaign's broadcasts. */
export async function findBroadcastPage(
  db: Db,
  tenantId: string,
  campaignId: string,
  page: CreationPage,
): Promise<BroadcastRow[]> {
  const rows = await db.adBroadcast.findMany({
    where: { tenantId, campaignId, ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toBroadcastRow);
}

/** Locks a broadcast of the tenant for the rest of the transaction; null when there is none. */
async function lockBroadcast(
  tx: Prisma.TransactionClient,
  tenantId: string,
  id: string,
): Promise<BroadcastRow | null> {
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ads"."broadcasts" WHERE "id" = ${id}::uuid AND "tenant_id" = ${tenantId}::uuid FOR UPDATE`;
  return found.length
    ? toBroadcastRow(await tx.adBroadcast.findUniqueOrThrow({ where: { id } }))
    : null;
}

/**
 * Stores a broadcast of a live campaign of the tenant and its event. The campaign is held (FOR
 * SHARE) from before `admit` sees it until both are stored, so it cannot be paused in between;
 * `admit` throws to refuse. Null when there is no such campaign.
 */
export function insertBroadcast(
  prisma: PrismaClient,
  clock: Clock,
  broadcast: NewBroadcast,
  admit: (campaign: CampaignRow) => void,
  eventOf: (row: BroadcastRow) => PlatformEvent,
): Promise<BroadcastRow | null> {
  return prisma.$transaction(async (tx) => {
    const campaign = await lockCampaign(tx, broadcast.tenantId, broadcast.campaignId, 'share');
    if (!campaign) return null;
    admit(campaign);
    const now = clock.now();
    const row = toBroadcastRow(
      await tx.adBroadcast.create({ data: { ...broadcast, createdAt: now, updatedAt: now } }),
    );
    await recordEvents(tx, [eventOf(row)]);
    return row;
  });
}

/**
 * Records a broadcast's delivery and its event. The broadcast is locked (FOR UPDATE), so a second
 * confirmation waits and `decide` then sees it delivered; its campaign is held (FOR SHARE) so its
 * currency stays as `decide` saw it. `decide` answers the delivery or throws to refuse. Null when
 * there is no such broadcast or its campaign is deleted (it takes its broadcasts with it).
 */
export function recordDelivery(
  prisma: PrismaClient,
  clock: Clock,
  tenantId: string,
  broadcastId: string,
  decide: (broadcast: BroadcastRow, campaign: CampaignRow) => BroadcastDelivery,
  eventOf: (row: BroadcastRow) => PlatformEvent,
): Promise<BroadcastRow | null> {
  return prisma.$transaction(async (tx) => {
    const broadcast = await lockBroadcast(tx, tenantId, broadcastId);
    const campaign = broadcast && (await lockCampaign(tx, tenantId, broadcast.campaignId, 'share'));
    if (!broadcast || !campaign) return null;
    const delivery = decide(broadcast, campaign);
    const now = clock.now();
    const row = toBroadcastRow(
      await tx.adBroadcast.update({
        where: { id: broadcast.id },
        data: { ...delivery, status: 'delivered', deliveredAt: now, updatedAt: now },
      }),
    );
    await recordEvents(tx, [eventOf(row)]);
    return row;
  });
}
