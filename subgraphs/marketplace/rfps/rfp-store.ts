import type { Rfp, RfpStatus } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { type Db, Prisma } from '../../../lib/db/prisma';
import { nullWhenUnmatched } from '../../../lib/db/prisma-errors';
import type { CreationPage } from '../../../lib/pagination';
import type { MarketplaceLane } from '../listings/listing-store';

type StoredRfpStatus = RfpStatus;

export interface RfpRow {
  id: string;
  tenantId: string;
  buyerId: string;
  title: string;
  description: string;
  category: MarketplaceLane;
  geoRegion: string | null;
  budgetMin: number;
  budgetMax: number;
  currency: string;
  deadline: Date;
  status: StoredRfpStatus;
  closedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type RfpChanges = Partial<
  Pick<
    RfpRow,
    | 'title'
    | 'description'
    | 'geoRegion'
    | 'budgetMin'
    | 'budgetMax'
    | 'currency'
    | 'deadline'
    | 'status'
    | 'closedAt'
    | 'cancelledAt'
  >
>;
export type NewRfp = Pick<
  RfpRow,
  | 'tenantId'
  | 'buyerId'
  | 'title'
  | 'description'
  | 'category'
  | 'geoRegion'
  | 'budgetMin'
  | 'budgetMax'
  | 'currency'
  | 'deadline'
>;

/** A status as clients see it: `expired` is an open RFP whose deadline has passed. */
export type RfpStatusFilter = StoredRfpStatus | 'expired';

export interface RfpQuery {
  tenantId: string;
  /** Null: the whole tenant (admins). */
  buyerId: string | null;
  status?: RfpStatusFilter;
  category?: MarketplaceLane;
  now: Date;
}

function toRfpRow(rfp: Rfp): RfpRow {
  return { ...rfp, budgetMin: rfp.budgetMin.toNumber(), budgetMax: rfp.budgetMax.toNumber() };
}

export async function findRfpsByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<RfpRow[]> {
  const rows = await prisma.rfp.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toRfpRow);
}

export async function insertRfp(prisma: Db, rfp: NewRfp): Promise<RfpRow> {
  return toRfpRow(await prisma.rfp.create({ data: rfp }));
}

/**
 * Writes `changes` only if the RFP is still exactly as the rules saw it (same status, same
 * last update), so a concurrent close cannot slip between check and write. Null otherwise.
 */
export async function updateRfpIfUnchanged(
  prisma: Db,
  seen: RfpRow,
  changes: RfpChanges,
): Promise<RfpRow | null> {
  return nullWhenUnmatched('RFP', async () =>
    toRfpRow(
      await prisma.rfp.update({
        where: {
          id: seen.id,
          tenantId: seen.tenantId,
          status: seen.status,
          updatedAt: seen.updatedAt,
        },
        data: changes,
      }),
    ),
  );
}

function statusWhere(status: RfpStatusFilter | undefined, now: Date): Prisma.RfpWhereInput {
  if (status === 'open') return { status: 'open', deadline: { gt: now } };
  if (status === 'expired') return { status: 'open', deadline: { lte: now } };
  return status ? { status } : {};
}

export async function searchRfps(
  prisma: Db,
  query: RfpQuery,
  page: CreationPage,
): Promise<RfpRow[]> {
  const rows = await prisma.rfp.findMany({
    where: {
      tenantId: query.tenantId,
      ...(query.buyerId ? { buyerId: query.buyerId } : {}),
      ...(query.category ? { category: query.category } : {}),
      AND: [statusWhere(query.status, query.now), createdAfter(page)],
    },
    ...creationQuery(page),
  });
  return rows.map(toRfpRow);
}
