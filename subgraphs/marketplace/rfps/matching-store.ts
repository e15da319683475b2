import { creationSelect } from '../../../lib/db/keyset';
import { type Db, Prisma } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import type { MarketplaceLane } from '../listings/listing-store';
import type { RfpRow } from './rfp-store';

/**
 * Whether the seller `seller` (SQL) matches the RFP aliased `r`: not its buyer, at least one
 * active listing in its lane, and no preference that rules it out (not accepting RFPs, lanes
 * that leave the RFP's out, a minimum budget above the RFP's budgetMax). The one definition
 * of a match: the seller's inbox, the visibility of an RFP and answering all use it.
 */
function eligible(seller: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${seller} <> r."buyer_id"
    AND EXISTS (
      SELECT 1 FROM "marketplace"."listings" l
      WHERE l."tenant_id" = r."tenant_id" AND l."seller_id" = ${seller} AND l."category" = r."category"
        AND l."status" = 'active' AND l."deleted_at" IS NULL)
    AND NOT EXISTS (
      SELECT 1 FROM "marketplace"."seller_preferences" sp
      WHERE sp."tenant_id" = r."tenant_id" AND sp."seller_id" = ${seller}
        AND (NOT sp."accepting_rfps"
          OR (cardinality(sp."lanes") > 0 AND NOT r."category" = ANY (sp."lanes"))
          OR (sp."min_budget" IS NOT NULL AND r."budget_max" < sp."min_budget")))`;
}

const RFP_COLUMNS = Prisma.sql`
  r."id"::text AS "id", r."tenant_id"::text AS "tenantId", r."buyer_id"::text AS "buyerId", r."title",
  r."description", r."category"::text AS "category", r."geo_region" AS "geoRegion",
  r."budget_min"::float8 AS "budgetMin", r."budget_max"::float8 AS "budgetMax", r."currency", r."deadline",
  r."status"::text AS "status", r."closed_at" AS "closedAt", r."cancelled_at" AS "cancelledAt",
  r."created_at" AS "createdAt", r."updated_at" AS "updatedAt"`;

/** Open, unexpired RFPs of the tenant that the seller matches, one creation-order page in one query. */
export function rfpsForSeller(
  prisma: Db,
  tenantId: string,
  sellerId: string,
  category: MarketplaceLane | undefined,
  now: Date,
  page: CreationPage,
): Promise<RfpRow[]> {
  const seller = Prisma.sql`${sellerId}::uuid`;
  const where = [
    Prisma.sql`r."tenant_id" = ${tenantId}::uuid`,
    Prisma.sql`r."status" = 'open'`,
    Prisma.sql`r."deadline" > ${now}`,
    eligible(seller),
  ];
  if (category)
    where.push(Prisma.sql`r."category" = ${category}::"marketplace"."marketplace_lane"`);
  return prisma.$queryRaw<RfpRow[]>(
    creationSelect(Prisma.sql`SELECT ${RFP_COLUMNS} FROM "marketplace"."rfps" r`, where, 'r', page),
  );
}

/** How a seller relates to one RFP: matches it (now), and/or has answered it. */
export async function sellerStanding(
  prisma: Db,
  rfp: RfpRow,
  sellerId: string,
): Promise<{ matches: boolean; answered: boolean }> {
  const seller = Prisma.sql`${sellerId}::uuid`;
  const [row] = await prisma.$queryRaw<{ matches: boolean; answered: boolean }[]>`
    SELECT
      EXISTS (SELECT 1 FROM "marketplace"."rfps" r WHERE r."id" = ${rfp.id}::uuid AND r."tenant_id" = ${rfp.tenantId}::uuid AND ${eligible(seller)}) AS "matches",
      EXISTS (SELECT 1 FROM "marketplace"."rfp_answers" a WHERE a."rfp_id" = ${rfp.id}::uuid AND a."seller_id" = ${seller}) AS "answered"`;
  return row;
}
