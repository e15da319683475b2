import { parse } from 'graphql';
import type { RequestContext } from '../../lib/context';
import { entityFetchPolicies, type CacheHints, type CacheScope, type EntityFetch } from './hints';

const MAX_DOCUMENTS = 1000;
const NARROWNESS: Record<CacheScope, number> = { PUBLIC: 0, ROLE: 1, PRIVATE: 2 };

/**
 * Who shares an answer of hinted fields: always one tenant and the caller's headers the subgraph
 * is handed (`forwarded`, lib/config.ts SUBGRAPHS); within it everyone (PUBLIC), callers of the
 * same roles (ROLE) or one caller (PRIVATE). An anonymous caller's is its own.
 */
export function scopeKey(
  context: RequestContext,
  scope: CacheScope,
  forwarded: readonly string[],
): string {
  const headers = forwarded.map((name) => context.forwarded?.[name] ?? '');
  const caller = context.caller;
  const who = !caller
    ? 'anonymous'
    : scope === 'PUBLIC'
      ? 'tenant'
      : scope === 'ROLE'
        ? `roles:${[...caller.roles].sort().join(',')}`
        : `user:${caller.id}`;
  return JSON.stringify([context.tenantId, who, headers]);
}

/**
 * The `_entities` fetches of hinted fields (docs/entity-cache.md), read once per fetch text, and
 * who may share their answers. The entity cache keeps answers per scope; the in-flight
 * deduplication (gateway/inflight-queries.ts) lets the callers of one scope join one fetch: the
 * hints say every selected field answers alike for all of them, so the caller whose signed
 * context the fetch carries makes no difference to the answer.
 */
export class EntityFetchScopes {
  private readonly documents = new Map<string, EntityFetch | undefined>();

  constructor(readonly hints: CacheHints) {}

  /** The fetch's hinted types and their policies; undefined for any other fetch. */
  entityFetchOf(query: string): EntityFetch | undefined {
    if (this.documents.has(query)) return this.documents.get(query);
    if (this.documents.size >= MAX_DOCUMENTS) this.documents.clear();
    let fetch: EntityFetch | undefined;
    try {
      fetch = entityFetchPolicies(this.hints, parse(query));
    } catch {
      fetch = undefined;
    }
    this.documents.set(query, fetch);
    return fetch;
  }

  /**
   * The key under which callers may share an in-flight read of this subgraph: the scope of an
   * entity fetch whose every type is hinted (the narrowest of their scopes), else undefined (the
   * read is the caller's own).
   */
  sharedReadKey(
    query: string | undefined,
    context: RequestContext,
    forwarded: readonly string[],
  ): string | undefined {
    const fetch = query === undefined ? undefined : this.entityFetchOf(query);
    if (!fetch?.complete || !context.tenantId) return undefined;
    let scope: CacheScope = 'PUBLIC';
    for (const policy of fetch.policies.values())
      if (NARROWNESS[policy.scope] > NARROWNESS[scope]) scope = policy.scope;
    return `scope:${scopeKey(context, scope, forwarded)}`;
  }

  /** Every shared key a caller's reads may join: a write by the caller forgets them all. */
  sharedKeysOf(context: RequestContext, forwarded: readonly string[]): string[] {
    if (!context.tenantId) return [];
    return (['PUBLIC', 'ROLE', 'PRIVATE'] as const).map(
      (scope) => `scope:${scopeKey(context, scope, forwarded)}`,
    );
  }
}
