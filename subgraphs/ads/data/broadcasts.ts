import type { AdBroadcast, AdBroadcastChannel } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { CreationPage } from '../../../lib/pagination';
import type { Db, Tx } from './db';

export type BroadcastChannel = AdBroadcastChannel;

/** A broadcast as the domain sees it: the cost is a plain number. */
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

export async function insertBroadcast(tx: Tx, broadcast: NewBroadcast, now: Date): Promise<BroadcastRow> {
  return toBroadcastRow(await tx.adBroadcast.create({ data: { ...broadcast, createdAt: now, updatedAt: now } }));
}

export async function findBroadcast(db: Db, tenantId: string, id: string): Promise<BroadcastRow | null> {
  const row = await db.adBroadcast.findFirst({ where: { id, tenantId } });
  return row && toBroadcastRow(row);
}

/** Locks a broadcast of the tenant for the rest of the transaction; null when there is none. */
export async function lockBroadcast(tx: Tx, tenantId: string, id: string): Promise<BroadcastRow | null> {
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ads"."broadcasts" WHERE "id" = ${id}::uuid AND "tenant_id" = ${tenantId}::uuid FOR UPDATE`;
  return found.length ? toBroadcastRow(await tx.adBroadcast.findUniqueOrThrow({ where: { id } })) : null;
}

export async function recordDelivery(tx: Tx, id: string, delivery: BroadcastDelivery, now: Date): Promise<BroadcastRow> {
  return toBroadcastRow(await tx.adBroadcast.update({ where: { id }, data: { ...delivery, status: 'delivered', deliveredAt: now, updatedAt: now } }));
}

/** One creation-order page (limit + 1 rows) of a campaign's broadcasts. */
export async function findBroadcastPage(db: Db, tenantId: string, campaignId: string, page: CreationPage): Promise<BroadcastRow[]> {
  const rows = await db.adBroadcast.findMany({ where: { tenantId, campaignId, ...createdAfter(page) }, ...creationQuery(page) });
  return rows.map(toBroadcastRow);
}
