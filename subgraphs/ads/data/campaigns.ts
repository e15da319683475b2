import { Prisma } from '../../../lib/db/prisma';
import type { AdBidStrategy, AdBudgetType, AdCampaign, AdCampaignStatus, AdCampaignType } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { CreationPage } from '../../../lib/pagination';
import type { Db, Tx } from './db';

export type CampaignType = AdCampaignType;
export type CampaignStatus = AdCampaignStatus;
export type BudgetType = AdBudgetType;
export type BidStrategy = AdBidStrategy;

/** A live (not deleted) campaign as the domain sees it: money columns are plain numbers. */
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
  'name' | 'type' | 'budgetType' | 'budgetAmount' | 'currency' | 'startDate' | 'endDate' | 'bidStrategy' | 'bidAmount' | 'targetingAudienceId'
>;

export type CampaignChanges = Partial<CampaignFields & { status: CampaignStatus }>;

export function toCampaignRow(row: AdCampaign): CampaignRow {
  const { deletedAt: _deletedAt, deletedBy: _deletedBy, budgetAmount, bidAmount, ...rest } = row;
  return { ...rest, budgetAmount: budgetAmount.toNumber(), bidAmount: bidAmount === null ? null : bidAmount.toNumber() };
}

const LIVE = { deletedAt: null };

/** One query for any number of ids; deleted campaigns and other tenants' are absent. */
export async function findCampaignsByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<CampaignRow[]> {
  const rows = await db.adCampaign.findMany({ where: { tenantId, id: { in: [...ids] }, ...LIVE } });
  return rows.map(toCampaignRow);
}

/**
 * Locks a live campaign of the tenant for the rest of the transaction: `update` before changing
 * it, `share` before recording something that needs it to stay as seen (active, say). Null when
 * there is no such campaign.
 */
export async function lockCampaign(tx: Tx, tenantId: string, id: string, mode: 'update' | 'share'): Promise<CampaignRow | null> {
  const lock = Prisma.raw(mode === 'update' ? 'FOR UPDATE' : 'FOR SHARE');
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ads"."campaigns"
    WHERE "id" = ${id}::uuid AND "tenant_id" = ${tenantId}::uuid AND "deleted_at" IS NULL ${lock}`;
  if (found.length === 0) return null;
  return toCampaignRow(await tx.adCampaign.findUniqueOrThrow({ where: { id } }));
}

export async function insertCampaign(tx: Tx, campaign: CampaignFields & { tenantId: string; createdBy: string }, now: Date): Promise<CampaignRow> {
  const row = await withDatabaseErrors('Campaign', () => tx.adCampaign.create({ data: { ...campaign, createdAt: now, updatedAt: now } }));
  return toCampaignRow(row);
}

/** Writes changes to a campaign the transaction has locked. */
export async function writeCampaign(tx: Tx, id: string, changes: CampaignChanges, now: Date): Promise<CampaignRow> {
  const row = await withDatabaseErrors('Campaign', () => tx.adCampaign.update({ where: { id }, data: { ...changes, updatedAt: now } }));
  return toCampaignRow(row);
}

export async function markCampaignDeleted(tx: Tx, id: string, deletedBy: string, now: Date): Promise<void> {
  await tx.adCampaign.update({ where: { id }, data: { deletedAt: now, deletedBy } });
}

export interface CampaignFilters {
  status?: CampaignStatus;
  type?: CampaignType;
}

/** One creation-order page (limit + 1 rows) of the tenant's live campaigns. */
export async function findCampaignPage(db: Db, tenantId: string, filters: CampaignFilters, page: CreationPage): Promise<CampaignRow[]> {
  const rows = await db.adCampaign.findMany({ where: { tenantId, ...LIVE, ...filters, ...createdAfter(page) }, ...creationQuery(page) });
  return rows.map(toCampaignRow);
}
