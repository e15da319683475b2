import type { Actor } from '../../../lib/context';
import {
  dateValue,
  numberValue,
  sortedConnection,
  sortedPage,
  type Connection,
  type CursorValue,
  type SortOrder,
} from '../../../lib/pagination';
import { InputCheck, assertUuid } from '../../../lib/validation';
import { visibleListing } from '../listings/access';
import type { MarketplaceDeps } from '../common/deps';
import { assertCanListQuotesOf } from './access';
import { statusValue } from './deal-cursors';
import { readStatus } from './quote-machine';
import { searchQuotes, type QuoteSortKey } from './quote-search-store';
import type { QuoteStatus } from './quote-status';
import type { QuoteRow } from './quote-store';

/** List arguments as GraphQL (and the REST query string, by name) deliver them. */
export interface QuoteListArgs {
  status?: QuoteStatus | null;
  listingId?: string | null;
  sortBy?: QuoteSortKey | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

const CURSOR_VALUES: Record<QuoteSortKey, CursorValue> = {
  createdAt: dateValue,
  validUntil: dateValue,
  amount: numberValue,
  status: statusValue,
};

function sortValueOf(row: QuoteRow, key: QuoteSortKey, now: Date): string | number {
  if (key === 'status') return readStatus(row, now);
  return key === 'amount' ? row.amount : row[key].toISOString();
}

/** One page of quotes of one responder or one listing, in keyset order. */
async function page(
  deps: MarketplaceDeps,
  actor: Actor,
  args: QuoteListArgs,
  scope: { responderId: string } | { listingId: string },
): Promise<Connection<QuoteRow>> {
  const sorted = sortedPage(args, 'createdAt', CURSOR_VALUES);
  // One `now` for the filter, the order and the cursors, so `expired` means the same in all three.
  const now = deps.clock.now();
  const rows = await searchQuotes(deps.prisma, {
    tenantId: actor.tenantId,
    now,
    listingId: args.listingId?.toLowerCase() ?? undefined,
    ...scope,
    status: args.status ?? undefined,
    ...sorted,
  });
  for (const row of rows) deps.loaders.quoteById.prime(row.id, row);
  return sortedConnection(rows, sorted, (row) => sortValueOf(row, sorted.sortBy, now));
}

/** The caller's quotes as responder. */
export function listMyQuotes(
  deps: MarketplaceDeps,
  actor: Actor,
  args: QuoteListArgs,
): Promise<Connection<QuoteRow>> {
  const check = new InputCheck();
  check.uuid('listingId', args.listingId);
  check.done();
  return page(deps, actor, args, { responderId: actor.id });
}

/** The quotes on one listing: its seller's view; anyone else who can see the listing gets 403. */
export async function listListingQuotes(
  deps: MarketplaceDeps,
  actor: Actor,
  listingId: string,
  args: QuoteListArgs,
): Promise<Connection<QuoteRow>> {
  assertUuid(listingId, 'listingId');
  const listing = await visibleListing(deps.loaders, actor, listingId);
  assertCanListQuotesOf(actor, listing);
  return page(deps, actor, { ...args, listingId: listing.id }, { listingId: listing.id });
}
