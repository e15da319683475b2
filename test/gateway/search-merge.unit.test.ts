import { mergeHits } from '../../gateway/search/merge-hits';
import { decodeSearchCursor, encodeSearchCursor } from '../../gateway/search/search-cursor';
import type { SearchHitRow, SearchHitType } from '../../lib/search/hits';

// The gateway's merge of the services' search hits (gateway/search/merge-hits.ts): one order,
// score first and then `<type>:<id>`, so a cursor means the same place in every list.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const hit = (type: SearchHitType, n: number, score: number): SearchHitRow => ({
  type,
  id: id(n),
  title: `${type} ${n}`,
  snippet: '',
  score,
});

describe('mergeHits', () => {
  it('takes the best first of every list, equal scores by type and id, and says whether more exist', () => {
    const listings = [hit('listing', 2, 0.6), hit('venue', 1, 0.3)];
    const events = [hit('event', 3, 0.6), hit('event', 4, 0.1)];
    const page = mergeHits([listings, events], 3);
    expect(page.nodes.map((h) => h.title)).toEqual(['event 3', 'listing 2', 'venue 1']);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, limit: 3 });
    expect(decodeSearchCursor(page.pageInfo.endCursor!, 'after')).toEqual({
      score: 0.3,
      key: `venue:${id(1)}`,
    });
    const last = mergeHits([[hit('event', 4, 0.1)]], 3);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(mergeHits([[], []], 5).pageInfo).toEqual({
      endCursor: null,
      hasNextPage: false,
      limit: 5,
    });
  });

  it('keeps a float8 score exactly through the cursor, and refuses any other cursor', () => {
    const score = 0.0607927106320858;
    const key = `event:${id(9)}`;
    expect(decodeSearchCursor(encodeSearchCursor({ score, key }), 'after')).toEqual({ score, key });
    for (const foreign of [
      'not a cursor',
      Buffer.from('[1,"listing:x"]').toString('base64url'),
      Buffer.from('{"score":1}').toString('base64url'),
      Buffer.from(`["1","event:${id(1)}"]`).toString('base64url'),
    ])
      expect(() => decodeSearchCursor(foreign, 'after')).toThrow(/after is not a cursor/);
  });
});
