import { InputCheck } from '../validation';
import { SEARCH_PAGE_MAX, SEARCH_QUERY_MAX } from './hits';

/**
 * The arguments every service's hits field takes from the gateway (gateway/search/), checked
 * again where the rows are: the query text and the page's size. `q` comes back trimmed.
 */
export function checkSearchHitsArgs(args: { q: string; first: number }): string {
  new InputCheck()
    .text('q', args.q, { required: true, max: SEARCH_QUERY_MAX })
    .number('first', args.first, {
      required: true,
      min: 1,
      max: SEARCH_PAGE_MAX + 1,
      integer: true,
    })
    .done();
  return args.q.trim();
}
