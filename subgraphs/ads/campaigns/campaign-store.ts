import type { Clock } from '../../../lib/clock';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import type {
  AdBidStrategy,
  AdBudgetType,
  AdCampaign,
  AdCampaignStatus,
  AdCampaignType,
} from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { CreationPage } from '../../../lib/pagination';
import { recordEvents } from '../common/outbox-store';

export type CampaignType = AdCampaignType;
export type CampaignStatus = AdCampaignStatus;
export type BudgetType = AdBudgetType;
export type BidStrategy = AdBidStrategy;

/** A live (not deleted) campaign as the rules see it: money columns are plain numbers. */
export interface CampaignRow {
  id: string;
  tenantId: string;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  budgetType: BudgetType;
  budgetAmount: number;
  currency: string;
  startDate: Date;
  endDate: Date;
  bidStrategy: BidStrategy;
  bidAmount: number | null;
  targetingAudienceId: string | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields a create sets and an update may change (status only through the state machine). */
export type CampaignFields = Pick<
  CampaignRow,
  | 'name'
  | 'type'
  | 'budgetType'
  | 'budgetAmount'
  | 'currency'
  | 'startDate'
  | 'endDate'
  | 'bidStrategy'
  | 'bidAmount'
  | 'targetingAudienceId'
>;

export type CampaignChanges = Partial<CampaignFields & { status: CampaignStatus }>;

/** A change a rule decided on a campaign it saw locked: what to write, and its events built from the written row. */
export interface CampaignWrite {
  writes: CampaignChanges;
  eventsOf(updated: CampaignRow): PlatformEvent[];
}

function toCampaignRow(row: AdCampaign): CampaignRow {
  const { deletedAt: _deletedAt, deletedBy: _deletedBy, budgetAmount, bidAmount, ...rest } = row;
  return {
    ...rest,
    budgetAmount: budgetAmount.toNumber(),
    bidAmount: bidAmount === null ? null : bidAmount.toNumber(),
  };
}

const LIVE = { deletedAt: null };

/** One query for any number of ids; deleted campaigns and other tenants' are absent. */
export async function findCampaignsByIds(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<CampaignRow[]> {
  const rows = await db.adCampaign.findMany({ where: { tenantId, id: { in: [...ids] }, ...LIVE } });
  return rows.map(toCampaignRow);
}

export interface CampaignFilters {
  status?: CampaignStatus;
  type?: CampaignType;
}

/** One creation-order page (limit + 1 rows) of the tenant's live campaigns. */
export async function findCampaignPage(
  db: Db,
  tenantId: string,
  filters: CampaignFilters,
  page: CreationPage,
): Promise<CampaignRow[]> {
  const rows = await db.adCampaign.findMany({
    where: { tenantId, ...LIVE, ...filters, ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toCampaignRow);
}

/**
 * Locks a live campaign of the tenant for the rest of the transaction: `update` before changing
 * it, `share` before recording something that needs it to stay as seen (active, say). Null when
 * there is no such campaign. Other features' stores lock it too (reviews, broadcasts, serving).
 */
export async function lockCampaign(
  tx: Prisma.TransactionClient,
  tenantId: string,
  id: string,
  mode: 'update' | 'share',
): Promise<CampaignRow | null> {
  const lock = Prisma.raw(mode === 'update' ? 'FOR UPDATE' : 'FOR SHARE');
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ads"."campaigns"
    WHERE "id" = ${id}::uuid AND "tenant_id" = ${tenantId}::uuid AND "deleted_at" IS NULL ${lock}`;
  if (found.length === 0) return null;
  return toCampaignRow(await tx.adCampaign.findUniqueOrThrow({ where: { id } }));
}

/**
 * Writes a decided change to a campaign the transaction has locked, with its events in the same
 * transaction. No change (null) writes and records nothing, so `updatedAt` stays.
 */
export async function writeLockedCampaign(
  tx: Prisma.TransactionClient,
  campaign: CampaignRow,
  write: CampaignWrite | null,
  now: Date,
): Promise<CampaignRow> {
  if (!write) return campaign;
  const row = await withDatabaseErrors('Campaign', () =>
    tx.adCampaign.update({ where: { id: campaign.id }, data: { ...write.writes, updatedAt: now } }),
  );
  const updated = toCampaignRow(row);
  await recordEvents(tx, write.eventsOf(updated));
  return updated;
}

/** A new campaign and its event, in one transaction: the event exists exactly when the campaign does. */
export function insertCampaign(
  prisma: PrismaClient,
  clock: Clock,
  campaign: CampaignFields & { tenantId: string; createdBy: string },
  eventOf: (row: CampaignRow) => PlatformEvent,
): Promise<CampaignRow> {
  return prisma.$transaction(async (tx) => {
    const now = clock.now();
    const row = toCampaignRow(
      await withDatabaseErrors('Campaign', () =>
        tx.adCampaign.create({ data: { ...campaign, createdAt: now, updatedAt: now } }),
      ),
    );
    await recordEvents(tx, [eventOf(row)]);
    return row;
  });
}

/**
 * Changes a live campaign of the tenant. The campaign is locked first (FOR UPDATE), so
 * concurrent changes queue and `decide`, which sees it locked, computes each `from` from what
 * the change really replaces; `decide` throws to refuse (nothing is written). Null when there
 * is no such campaign.
 */
export function changeCampaign(
  prisma: PrismaClient,
  clock: Clock,
  tenantId: string,
  id: string,
  decide: (campaign: CampaignRow) => CampaignWrite | null,
): Promise<CampaignRow | null> {
  return prisma.$transaction(async (tx) => {
    const campaign = await lockCampaign(tx, tenantId, id, 'update');
    // Stamped after the lock: a change that queued behind another is later than it.
    return campaign && writeLockedCampaign(tx, campaign, decide(campaign), clock.now());
  });
}

/**
 * Soft-deletes a live campaign of the tenant with its event, locked first so a change in flight
 * finishes before it. The row stays for its reviews, broadcasts and events. False when there is
 * no such campaign.
 */
export function deleteCampaign(
  prisma: PrismaClient,
  clock: Clock,
  tenantId: string,
  id: string,
  deletedBy: string,
  eventOf: (campaign: CampaignRow, deletedAt: Date) => PlatformEvent,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const campaign = await lockCampaign(tx, tenantId, id, 'update');
    if (!campaign) return false;
    const now = clock.now();
    await tx.adCampaign.update({ where: { id: campaign.id }, data: { deletedAt: now, deletedBy } });
    await recordEvents(tx, [eventOf(campaign, now)]);
    return true;
  });
}
