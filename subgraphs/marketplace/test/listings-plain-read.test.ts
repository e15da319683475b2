import { Prisma } from '../../../lib/db/prisma';
import { platformFixture } from '../../../test/fixture';
import {
  searchListings,
  sortValueOf,
  type ListingQuery,
  type ListingSortKey,
} from '../listings/listing-search-store';
import { activeListing, createListing, LISTING_SORT_KEYS } from './helpers';

/*
 * The listings page is read on pg directly (lib/db/plain-reads.ts), past Prisma's conversions: the
 * rows must be the very values Prisma's `$queryRaw` gives for the same query, every column, every
 * sort key, with and without a cursor. In a transaction the read is the transaction's own.
 */
const { p, t } = platformFixture();
beforeAll(async () => {
  for (const [i, title] of ['Quince', 'Apple', 'Mango'].entries()) {
    const listing = await activeListing(p, t.organizer.token, {
      title,
      priceMin: 10.5 * i,
      priceMax: 99.25 + i,
    });
    await p.prisma.listing.update({
      where: { id: listing.id },
      data: { totalViews: i, averageRating: 1.5 * i, ratingCount: i, revenue: 12.75 * i },
    });
  }
  await createListing(p, t.organizer.token, { title: 'A draft' });
});

const KEYS: readonly ListingSortKey[] = LISTING_SORT_KEYS;

/** The same query through `$queryRaw`: a transaction client, which readRows hands to Prisma. */
function throughPrisma(query: ListingQuery) {
  return p.prisma.$transaction((tx) => searchListings(tx, query));
}

describe('a listings page read on pg', () => {
  it.each(KEYS)('gives the rows $queryRaw gives, sorted by %s, on both pages', async (sortBy) => {
    const first: ListingQuery = {
      tenantId: t.tenantId,
      visibleTo: null,
      sortBy,
      sortOrder: 'DESC',
      limit: 2,
    };
    const page = await searchListings(p.prisma, first);
    expect(page).toEqual(await throughPrisma(first));
    expect(page.length).toBe(3);
    expect(page[0].createdAt).toBeInstanceOf(Date);
    expect(typeof page[0].priceMax).toBe('number');
    const last = page[1];
    const second = { ...first, after: { value: String(sortValueOf(last, sortBy)), id: last.id } };
    const next = await searchListings(p.prisma, second);
    expect(next).toEqual(await throughPrisma(second));
    expect(next.map((row) => row.id)).not.toContain(last.id);
  });

  it('keeps a visitor to active listings and the own ones, as Prisma does', async () => {
    const query: ListingQuery = {
      tenantId: t.tenantId,
      visibleTo: t.user.userId,
      sortBy: 'title',
      sortOrder: 'ASC',
      limit: 10,
    };
    const rows = await searchListings(p.prisma, query);
    expect(rows).toEqual(await throughPrisma(query));
    expect(rows.map((row) => row.title)).toEqual(['Apple', 'Mango', 'Quince']);
  });

  it("reads a transaction's own uncommitted rows inside it", async () => {
    const drafts: ListingQuery = {
      tenantId: t.tenantId,
      visibleTo: null,
      status: 'draft',
      sortBy: 'title',
      sortOrder: 'ASC',
      limit: 10,
    };
    const [draft] = await searchListings(p.prisma, drafts);
    const seen = await p.prisma
      .$transaction(async (tx) => {
        await tx.$executeRaw(
          Prisma.sql`UPDATE "marketplace"."listings" SET "title" = 'Renamed' WHERE "id" = ${draft.id}::uuid`,
        );
        const inside = await searchListings(tx, drafts);
        throw Object.assign(new Error('roll back'), { inside });
      })
      .catch((error: { inside: { title: string }[] }) => error.inside);
    expect(seen.map((row) => row.title)).toEqual(['Renamed']);
    expect((await searchListings(p.prisma, drafts)).map((row) => row.title)).toEqual(['A draft']);
  });
});
