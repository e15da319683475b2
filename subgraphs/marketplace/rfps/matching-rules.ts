import type { Actor } from '../../../lib/context';
import {
  decodeCursor,
  encodeCursor,
  numberValue,
  pageLimit,
  toConnection,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { MarketplaceDeps } from '../common/deps';
import { buyersRfp } from './access';
import { rankMatches, type MatchAfter, type RfpMatchRow } from './ranking-store';

const SORT_KEY = 'score';

function matchAfter(cursor: string): MatchAfter {
  const position = decodeCursor(cursor, SORT_KEY, 'DESC', numberValue);
  return { score: position.value, sellerId: position.id };
}

/**
 * The buyer's ranked list of matching sellers (best score first, ties by seller id), computed in
 * one query per page. Scores are rounded to two decimals, so the cursor's score compares exactly.
 */
export async function rfpMatches(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  args: PageRequest,
): Promise<Connection<RfpMatchRow>> {
  const limit = pageLimit(args.limit);
  const after = args.cursor ? matchAfter(args.cursor) : undefined;
  const rfp = await buyersRfp(deps, actor, id);
  const rows = await rankMatches(deps.prisma, rfp, after, limit);
  return toConnection(rows, limit, (row) =>
    encodeCursor(SORT_KEY, 'DESC', { value: row.score, id: row.sellerId }),
  );
}
