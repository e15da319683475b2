import type { AiAsset, AiAssetKind } from '../../../lib/db/generated/client';
import { creationSelect } from '../../../lib/db/keyset';
import { type Db, Prisma } from '../../../lib/db/prisma';
import { nullWhenUnmatched, withUniqueConflict } from '../../../lib/db/prisma-errors';
import type { CreationPage } from '../../../lib/pagination';

export type { AiAssetKind };

export interface AiAssetRow {
  id: string;
  tenantId: string;
  listingId: string;
  sellerId: string;
  kind: AiAssetKind;
  name: string;
  description: string;
  license: string;
  price: number;
  format: string | null;
  sizeBytes: number | null;
  version: string;
  createdAt: Date;
  updatedAt: Date;
}

export type AiAssetChanges = Partial<
  Pick<
    AiAssetRow,
    'kind' | 'name' | 'description' | 'license' | 'price' | 'format' | 'sizeBytes' | 'version'
  >
>;
export type NewAiAsset = Required<AiAssetChanges> &
  Pick<AiAssetRow, 'tenantId' | 'listingId' | 'sellerId'>;

export interface AiAssetQuery {
  tenantId: string;
  /** Null: every listing of the tenant (admins); else active listings plus this seller's own. */
  visibleTo: string | null;
  listingId?: string;
  kind?: AiAssetKind;
  sellerId?: string;
}

const DUPLICATE = 'The listing already has an AI asset with this name and version';

function toRow(asset: AiAsset): AiAssetRow {
  return {
    ...asset,
    price: asset.price.toNumber(),
    sizeBytes: asset.sizeBytes === null ? null : Number(asset.sizeBytes),
  };
}

function toData<T extends AiAssetChanges>(changes: T) {
  return {
    ...changes,
    sizeBytes:
      changes.sizeBytes === undefined || changes.sizeBytes === null
        ? changes.sizeBytes
        : BigInt(changes.sizeBytes),
  };
}

export async function findAiAsset(
  prisma: Db,
  tenantId: string,
  id: string,
): Promise<AiAssetRow | null> {
  const asset = await prisma.aiAsset.findFirst({ where: { id, tenantId } });
  return asset && toRow(asset);
}

export async function insertAiAsset(prisma: Db, asset: NewAiAsset): Promise<AiAssetRow> {
  return toRow(
    await withUniqueConflict('AI asset', DUPLICATE, () =>
      prisma.aiAsset.create({ data: toData(asset) }),
    ),
  );
}

/** Null when the asset went away meanwhile. */
export async function updateAiAsset(
  prisma: Db,
  tenantId: string,
  id: string,
  changes: AiAssetChanges,
): Promise<AiAssetRow | null> {
  return nullWhenUnmatched(
    'AI asset',
    async () =>
      toRow(await prisma.aiAsset.update({ where: { id, tenantId }, data: toData(changes) })),
    { conflict: DUPLICATE },
  );
}

export async function deleteAiAsset(prisma: Db, tenantId: string, id: string): Promise<boolean> {
  const { count } = await prisma.aiAsset.deleteMany({ where: { id, tenantId } });
  return count === 1;
}

/**
 * One page of assets whose listing the caller can see, in one query: the listing's visibility
 * (not deleted; active or the caller's own unless admin) is joined, not checked per row.
 */
export async function searchAiAssets(
  prisma: Db,
  query: AiAssetQuery,
  page: CreationPage,
): Promise<AiAssetRow[]> {
  const where = [
    Prisma.sql`a."tenant_id" = ${query.tenantId}::uuid`,
    Prisma.sql`l."deleted_at" IS NULL`,
  ];
  if (query.visibleTo)
    where.push(Prisma.sql`(l."status" = 'active' OR l."seller_id" = ${query.visibleTo}::uuid)`);
  if (query.listingId) where.push(Prisma.sql`a."listing_id" = ${query.listingId}::uuid`);
  if (query.kind) where.push(Prisma.sql`a."kind" = ${query.kind}::"marketplace"."ai_asset_kind"`);
  if (query.sellerId) where.push(Prisma.sql`a."seller_id" = ${query.sellerId}::uuid`);
  const select = Prisma.sql`
    SELECT a."id"::text AS "id", a."tenant_id"::text AS "tenantId", a."listing_id"::text AS "listingId",
      a."seller_id"::text AS "sellerId", a."kind"::text AS "kind", a."name", a."description", a."license",
      a."price"::float8 AS "price", a."format", a."size_bytes" AS "sizeBytes", a."version",
      a."created_at" AS "createdAt", a."updated_at" AS "updatedAt"
    FROM "marketplace"."ai_assets" a
    JOIN "marketplace"."listings" l ON l."id" = a."listing_id" AND l."tenant_id" = a."tenant_id"`;
  const rows = await prisma.$queryRaw<
    (Omit<AiAssetRow, 'sizeBytes'> & { sizeBytes: bigint | null })[]
  >(creationSelect(select, where, 'a', page));
  return rows.map((row) => ({
    ...row,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
  }));
}
