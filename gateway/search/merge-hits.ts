import { compareHits, searchKey, type SearchHitRow } from '../../lib/search/hits';
import { encodeSearchCursor } from './search-cursor';

export interface SearchPage {
  nodes: SearchHitRow[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean; limit: number };
}

/**
 * One page from every service's hits: each list is its best `first + 1` after the cursor in the
 * one order (lib/search/hits.ts), so the merged page's best `first` are among them, and an
 * extra one anywhere says another page exists.
 */
export function mergeHits(lists: SearchHitRow[][], first: number): SearchPage {
  const all = lists.flat().sort(compareHits);
  const nodes = all.slice(0, first);
  const last = nodes[nodes.length - 1];
  return {
    nodes,
    pageInfo: {
      endCursor: last ? encodeSearchCursor({ score: last.score, key: searchKey(last) }) : null,
      hasNextPage: all.length > first,
      limit: first,
    },
  };
}
