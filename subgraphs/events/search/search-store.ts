import { Prisma, type Db } from '../../../lib/db/prisma';
import { searchHits, type HitsQuery } from '../../../lib/db/search-hits';
import type { SearchAfter, SearchHitRow } from '../../../lib/search/hits';

export interface EventHitsQuery {
  tenantId: string;
  now: Date;
  q: string;
  first: number;
  after?: SearchAfter;
}

/** Published events of the tenant that end after `now` (../events/event-status.ts), ranked (lib/db/search-hits.ts). */
export function findEventHits(db: Db, query: EventHitsQuery): Promise<SearchHitRow[]> {
  return searchHits(db, eventHits(query));
}

/** The hits query of the events asked for (the search benchmark reads its plan: bench/search.ts). */
export function eventHits(query: EventHitsQuery): HitsQuery {
  return {
    from: Prisma.sql`"events"."events" t`,
    type: Prisma.sql`'event'`,
    conditions: [
      Prisma.sql`t."tenant_id" = ${query.tenantId}::uuid`,
      Prisma.sql`t."status" = 'published'`,
      Prisma.sql`t."ends_at" > ${query.now}::timestamptz`,
    ],
    q: query.q,
    first: query.first,
    after: query.after,
  };
}
