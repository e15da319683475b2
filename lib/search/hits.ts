/**
 * The search's one contract (docs/api/search.md): what each service answers for its own rows and
 * the order the gateway merges them in (gateway/search/). A hit is ranked by its score, highest
 * first; hits of equal score by their key, `<type>:<id>`, in code-unit order, which is what
 * PostgreSQL's "C" collation compares. So a cursor, the last hit's score and key, means the same
 * place in every service's list and in the merged one.
 */

/** What a hit is: a listing of any lane but portico, an event, or a venue (a portico listing). */
export const SEARCH_HIT_TYPES = ['listing', 'event', 'venue'] as const;
export type SearchHitType = (typeof SEARCH_HIT_TYPES)[number];

/** The merged list's order past a page: hits strictly after this score and key. */
export interface SearchAfter {
  score: number;
  key: string;
}

/** One hit as a service answers it. */
export interface SearchHitRow {
  type: SearchHitType;
  id: string;
  title: string;
  /** Plain text around the words that matched, from the description (no markup). */
  snippet: string;
  score: number;
}

/** The longest query text taken, in characters. */
export const SEARCH_QUERY_MAX = 200;
/** The most hits one page holds. */
export const SEARCH_PAGE_MAX = 50;

export function searchKey(hit: Pick<SearchHitRow, 'type' | 'id'>): string {
  return `${hit.type}:${hit.id}`;
}

/** The merged order: negative when `a` comes first. */
export function compareHits(a: SearchHitRow, b: SearchHitRow): number {
  if (a.score !== b.score) return b.score - a.score;
  const [ka, kb] = [searchKey(a), searchKey(b)];
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
