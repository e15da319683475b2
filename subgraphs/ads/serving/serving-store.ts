import type { Prisma, PrismaClient } from '../../../lib/db/prisma';
import type {
  AdPromotedSearchImpression,
  AdSpherePlacement,
  AdSpherePlacementSlot,
} from '../../../lib/db/generated/client';
import type { PlatformEvent } from '../../../lib/events/bus';
import { lockCampaign, type CampaignRow } from '../campaigns/campaign-store';
import { recordEvents } from '../common/outbox-store';

export type SpherePlacementSlot = AdSpherePlacementSlot;
export type SpherePlacementRow = AdSpherePlacement;
export type PromotedSearchRow = AdPromotedSearchImpression;

export type NewSpherePlacement = Omit<SpherePlacementRow, 'id' | 'createdAt'>;
export type NewPromotedSearch = Omit<PromotedSearchRow, 'id' | 'createdAt'>;

/**
 * Stores what the serving pipeline reports, created at `now` (no updates: each row is one
 * serving), with its event. The campaign is held (FOR SHARE) from before `admit` sees it until
 * both are stored, so they are stored only for a campaign that was as `admit` requires (running)
 * and it cannot be paused in between; `admit` throws to refuse. Null when there is no such live
 * campaign of the tenant.
 */
function insertServing<T extends { tenantId: string; campaignId: string }, R>(
  prisma: PrismaClient,
  serving: T,
  now: Date,
  admit: (campaign: CampaignRow) => void,
  insert: (tx: Prisma.TransactionClient, serving: T, now: Date) => Promise<R>,
  eventOf: (row: R) => PlatformEvent,
): Promise<R | null> {
  return prisma.$transaction(async (tx) => {
    const campaign = await lockCampaign(tx, serving.tenantId, serving.campaignId, 'share');
    if (!campaign) return null;
    admit(campaign);
    const row = await insert(tx, serving, now);
    await recordEvents(tx, [eventOf(row)]);
    return row;
  });
}

/** An ad served in a sphere, as insertServing stores it. */
export function insertSpherePlacement(
  prisma: PrismaClient,
  placement: NewSpherePlacement,
  now: Date,
  admit: (campaign: CampaignRow) => void,
  eventOf: (row: SpherePlacementRow) => PlatformEvent,
): Promise<SpherePlacementRow | null> {
  return insertServing(
    prisma,
    placement,
    now,
    admit,
    (tx, data, now) => tx.adSpherePlacement.create({ data: { ...data, createdAt: now } }),
    eventOf,
  );
}

/** A promoted listing served in search results, as insertServing stores it. */
export function insertPromotedSearch(
  prisma: PrismaClient,
  impression: NewPromotedSearch,
  now: Date,
  admit: (campaign: CampaignRow) => void,
  eventOf: (row: PromotedSearchRow) => PlatformEvent,
): Promise<PromotedSearchRow | null> {
  return insertServing(
    prisma,
    impression,
    now,
    admit,
    (tx, data, now) => tx.adPromotedSearchImpression.create({ data: { ...data, createdAt: now } }),
    eventOf,
  );
}
