import { Prisma, type Db } from '../../../lib/db/prisma';
import { searchHits, type HitsQuery } from '../../../lib/db/search-hits';
import type { SearchAfter, SearchHitRow } from '../../../lib/search/hits';

export interface ListingHitsQuery {
  tenantId: string;
  q: string;
  /** Listings of every lane but portico. */
  listings: boolean;
  /** Portico listings: venues (../venues/). */
  venues: boolean;
  first: number;
  after?: SearchAfter;
}

const HIT_TYPE = Prisma.sql`(CASE WHEN t."category" = 'portico' THEN 'venue' ELSE 'listing' END)`;

/** Active, undeleted listings of the tenant, ranked (lib/db/search-hits.ts). */
export function findListingHits(db: Db, query: ListingHitsQuery): Promise<SearchHitRow[]> {
  return searchHits(db, listingHits(query));
}

/** The hits query of the listings asked for (the search benchmark reads its plan: bench/search.ts). */
export function listingHits(query: ListingHitsQuery): HitsQuery {
  const conditions = [
    Prisma.sql`t."tenant_id" = ${query.tenantId}::uuid`,
    Prisma.sql`t."deleted_at" IS NULL`,
    Prisma.sql`t."status" = 'active'`,
  ];
  if (!query.venues) conditions.push(Prisma.sql`t."category" <> 'portico'`);
  if (!query.listings) conditions.push(Prisma.sql`t."category" = 'portico'`);
  return {
    from: Prisma.sql`"marketplace"."listings" t`,
    type: HIT_TYPE,
    conditions,
    q: query.q,
    first: query.first,
    after: query.after,
  };
}
