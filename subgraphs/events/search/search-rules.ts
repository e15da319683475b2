import type { Actor } from '../../../lib/context';
import type { SearchHitRow } from '../../../lib/search/hits';
import { checkSearchHitsArgs } from '../../../lib/search/search-input';
import type { EventsDeps } from '../common/deps';
import { findEventHits } from './search-store';

export interface EventHitsArgs {
  q: string;
  first: number;
  afterScore?: number | null;
  afterKey?: string | null;
}

/**
 * The tenant's events that match and are announced: published and not yet ended, for every
 * caller alike (docs/api/search.md); an organizer's drafts are in `events`, not in a search.
 */
export function eventHits(
  deps: EventsDeps,
  actor: Actor,
  args: EventHitsArgs,
): Promise<SearchHitRow[]> {
  const q = checkSearchHitsArgs(args);
  return findEventHits(deps.prisma, {
    tenantId: actor.tenantId,
    now: deps.clock.now(),
    q,
    first: args.first,
    after:
      args.afterScore != null && args.afterKey != null
        ? { score: args.afterScore, key: args.afterKey }
        : undefined,
  });
}
