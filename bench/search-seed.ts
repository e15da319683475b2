import { Prisma, type PrismaClient } from '../lib/db/prisma';
import { searchHitsSql } from '../lib/db/search-hits';
import { eventHits } from '../subgraphs/events/search/search-store';
import { LANES as MARKETPLACE_LANES } from '../subgraphs/marketplace/listings/lanes';
import { listingHits } from '../subgraphs/marketplace/search/search-store';

// The demo seed grown for the search benchmark (bench/search.ts): listings and events in the
// demo tenant whose titles and descriptions are drawn from one vocabulary, so a common word
// matches thousands of rows and a pair of words hundreds, as a marketplace's catalogue does.

const WORDS = [
  'jazz',
  'wedding',
  'loft',
  'studio',
  'catering',
  'photography',
  'garden',
  'rooftop',
  'acoustic',
  'vintage',
  'harbour',
  'gallery',
  'workshop',
  'festival',
  'podcast',
  'lighting',
  'sound',
  'stage',
  'dinner',
  'brunch',
  'yoga',
  'cinema',
  'theatre',
  'market',
  'craft',
  'coffee',
  'wine',
  'cheese',
  'bakery',
  'bicycle',
  'river',
  'mountain',
  'forest',
  'beach',
  'night',
  'morning',
  'family',
  'corporate',
  'concert',
  'lecture',
  'quartet',
  'choir',
  'piano',
  'violin',
  'guitar',
  'drums',
  'salsa',
  'tango',
  'poetry',
  'comedy',
  'magic',
  'circus',
  'museum',
  'library',
  'chapel',
  'barn',
  'terrace',
  'cellar',
  'ballroom',
  'courtyard',
];
const LANES = MARKETPLACE_LANES.map((lane) => lane.id);

/**
 * The k-th word of row i, pseudo-random (PostgreSQL's integer hash): three slots in ten one of
 * the vocabulary's words, the rest one of 2,000 filler terms, so a word of the vocabulary is in
 * about one row in twenty and a pair of them in a few hundred of 100,000, as in a catalogue.
 */
const word = (k: number) =>
  Prisma.raw(`(CASE WHEN (hashint4(i * 31 + ${k}) & 1023) < 307
    THEN w[1 + ((hashint4(i * 37 + ${k}) & 2147483647) % ${WORDS.length})]
    ELSE 'term' || ((hashint4(i * 41 + ${k}) & 2147483647) % 2000) END)`);
const phrase = (slots: number[]) => Prisma.join(slots.map(word), ` || ' ' || `);

export async function growDemoSeed(
  prisma: PrismaClient,
  listings: number,
  events: number,
): Promise<string> {
  const seller = await prisma.user.findUniqueOrThrow({ where: { email: 'seller@demo.test' } });
  const words = Prisma.sql`(SELECT ${WORDS}::text[] AS w) words`;
  await prisma.$executeRaw`
    INSERT INTO "marketplace"."listings" ("id", "tenant_id", "seller_id", "title", "description",
      "category", "status", "price_min", "price_max", "published_at", "created_at", "updated_at")
    SELECT gen_random_uuid(), ${seller.tenantId}::uuid, ${seller.id}::uuid,
      initcap(${phrase([1, 2, 3])}), 'A ' || ${phrase([4, 5, 6, 7, 8, 9, 10, 11])},
      (${LANES}::text[])[1 + i % ${Prisma.raw(String(LANES.length))}]::"marketplace"."marketplace_lane", 'active', 10, 100,
      -- One a minute over the past, as a catalogue grows: lists sort by creation.
      now() - i * interval '1 minute', now() - i * interval '1 minute', now()
    FROM generate_series(1, ${listings}::int) i, ${words}`;
  await prisma.$executeRaw`
    INSERT INTO "events"."events" ("id", "tenant_id", "organizer_id", "title", "description",
      "starts_at", "ends_at", "timezone", "capacity", "status", "published_at", "created_at", "updated_at")
    SELECT gen_random_uuid(), ${seller.tenantId}::uuid, ${seller.id}::uuid,
      initcap(${phrase([1, 2])}) || ' ' || i, 'An evening of ' || ${phrase([4, 5, 6, 7, 8, 9])},
      now() + i * interval '1 hour', now() + i * interval '1 hour' + interval '3 hours',
      'Europe/Berlin', 100, 'published', now() - i * interval '1 minute', now() - i * interval '1 minute', now()
    FROM generate_series(1, ${events}::int) i, ${words}`;
  // As a table that grew over time stands: the GIN indexes' pending entries merged (each search
  // reads the pending list whole), statistics current, and autovacuum with nothing left to do
  // while the load runs.
  await prisma.$executeRawUnsafe('VACUUM ANALYZE "marketplace"."listings"');
  await prisma.$executeRawUnsafe('VACUUM ANALYZE "events"."events"');
  return seller.tenantId;
}

/**
 * The plans the two services run for `q` on the grown seed, with their times (EXPLAIN ANALYZE),
 * and whether each finds its rows through its GIN index.
 */
export async function searchPlans(
  prisma: PrismaClient,
  tenantId: string,
  q: string,
): Promise<string[]> {
  const page = { tenantId, q, first: 21 };
  const statements = {
    listings: searchHitsSql(listingHits({ ...page, listings: true, venues: true })),
    events: searchHitsSql(eventHits({ ...page, now: new Date() })),
  };
  const lines: string[] = [];
  for (const [name, sql] of Object.entries(statements)) {
    const rows = await prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN ANALYZE ${sql.text}`,
      ...sql.values,
    );
    const plan = rows.map((row) => row['QUERY PLAN']);
    const index = plan.find((line) => /Bitmap Index Scan on \w+_search_vector_idx/.test(line));
    const time = plan.find((line) => line.startsWith('Execution Time'));
    const [{ matches }] = await prisma.$queryRawUnsafe<{ matches: number }[]>(
      `SELECT count(*)::int AS "matches" FROM ${name === 'listings' ? '"marketplace"."listings"' : '"events"."events"'}
       WHERE "search_vector" @@ websearch_to_tsquery('english', $1)`,
      q,
    );
    lines.push(
      `${name} "${q}" (${matches} rows match): ${index ? `GIN index (${index.trim().split(' on ')[1].split(' ')[0]})` : 'NO GIN INDEX in the plan'}; ${time}`,
    );
  }
  return lines;
}
