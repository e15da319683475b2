import { isUuid } from '../../../lib/context';
import { ForbiddenError, ValidationError } from '../../../lib/errors';
import { encodeCursor, pageLimit, toConnection, type Connection, type SortOrder } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { KeysetType } from '../data/deal-keyset';
import { searchQuotes, type QuoteSortKey, type QuoteStatus } from '../data/quote-search';
import type { QuoteRow } from '../data/quotes';
import { dealCursor } from './deal-cursors';
import { visibleListing, type Actor } from './listing-access';
import { readStatus } from './quote-machine';
import type { DealDeps } from './quotes';

/** List arguments as GraphQL (and the REST query string, by name) deliver them. */
export interface QuoteListArgs {
  status?: QuoteStatus | null;
  listingId?: string | null;
  sortBy?: QuoteSortKey | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

const SORT_TYPES: Record<QuoteSortKey, KeysetType> = { createdAt: 'timestamptz', validUntil: 'timestamptz', amount: 'numeric', status: 'text' };

function sortValueOf(row: QuoteRow, key: QuoteSortKey, now: Date): string | number {
  if (key === 'status') return readStatus(row, now);
  return key === 'amount' ? row.amount : row[key].toISOString();
}

/** One page of quotes of one responder or one listing, in keyset order. */
async function page(deps: DealDeps, actor: Actor, args: QuoteListArgs, scope: { responderId: string } | { listingId: string }): Promise<Connection<QuoteRow>> {
  const limit = pageLimit(args.limit);
  const sortBy = args.sortBy ?? 'createdAt';
  const sortOrder = args.sortOrder ?? 'DESC';
  // An empty `cursor=` in a query string means "from the start", like an absent one.
  const after = args.cursor ? dealCursor(args.cursor, sortBy, sortOrder, SORT_TYPES[sortBy]) : undefined;
  // One `now` for the filter, the order and the cursors, so `expired` means the same in all three.
  const now = new Date();
  const rows = await searchQuotes(deps.prisma, {
    tenantId: actor.tenantId,
    now,
    listingId: args.listingId?.toLowerCase() ?? undefined,
    ...scope,
    status: args.status ?? undefined,
    sortBy,
    sortOrder,
    after,
    limit,
  });
  for (const row of rows) deps.loaders.quoteById.prime(row.id, row);
  return toConnection(rows, limit, (row) => encodeCursor(sortBy, sortOrder, { value: sortValueOf(row, sortBy, now), id: row.id }));
}

/** The caller's quotes as responder. */
export function listMyQuotes(deps: DealDeps, actor: Actor, args: QuoteListArgs): Promise<Connection<QuoteRow>> {
  const check = new InputCheck();
  check.when(args.listingId != null && !isUuid(args.listingId), 'listingId', 'must be a UUID');
  check.done();
  return page(deps, actor, args, { responderId: actor.id });
}

/** The quotes on one listing: its seller's view; anyone else who can see the listing gets 403. */
export async function listListingQuotes(deps: DealDeps, actor: Actor, listingId: string, args: QuoteListArgs): Promise<Connection<QuoteRow>> {
  if (!isUuid(listingId)) throw ValidationError.field('listingId', 'must be a UUID');
  const listing = await visibleListing(deps.loaders, actor, listingId);
  if (listing.sellerId !== actor.id) throw new ForbiddenError("Only the listing's seller can see its quotes");
  return page(deps, actor, { ...args, listingId: listing.id }, { listingId: listing.id });
}
