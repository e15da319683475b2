import type { SortOrder } from '../../../lib/pagination';

/** Where the previous page of a (createdAt, id) keyset list ended. */
export interface KeysetAfter {
  createdAt: Date;
  id: string;
}

/** One page request of a list in creation order; `limit + 1` rows are fetched. */
export interface KeysetPage {
  order: SortOrder;
  limit: number;
  after?: KeysetAfter;
}

type Bound = { gt: Date } | { lt: Date };

/**
 * The Prisma filter for rows after the cursor in (createdAt, id) order: every list of this
 * feature orders that way, so rows inserted between pages are neither repeated nor skipped.
 */
export function afterKeyset(page: KeysetPage): { OR?: ({ createdAt: Bound } | { createdAt: Date; id: { gt: string } | { lt: string } })[] } {
  if (!page.after) return {};
  const { createdAt, id } = page.after;
  return page.order === 'ASC'
    ? { OR: [{ createdAt: { gt: createdAt } }, { createdAt, id: { gt: id } }] }
    : { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

export function keysetOrderBy(page: KeysetPage): [{ createdAt: 'asc' | 'desc' }, { id: 'asc' | 'desc' }] {
  const direction = page.order === 'ASC' ? 'asc' : 'desc';
  return [{ createdAt: direction }, { id: direction }];
}

/** The three parts of a keyset findMany: filter, order and `limit + 1`. */
export function keysetQuery(page: KeysetPage) {
  return { orderBy: keysetOrderBy(page), take: page.limit + 1 };
}
