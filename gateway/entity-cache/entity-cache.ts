import type { GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import type { GraphQLFormattedError } from 'graphql';
import { envInt } from '../../lib/config';
import type { RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import { entityCacheLookups } from '../../lib/observability/metrics';
import type { CachePolicy, EntityFetch } from './hints';
import { scopeKey, type EntityFetchScopes } from './fetch-scopes';
import { assertEveryHintedTypeInvalidated, subscribeInvalidations } from './invalidations';
import { entityOf, LruEntityStore } from './lru-store';

type ProcessOptions = GraphQLDataSourceProcessOptions<RequestContext>;
type SubgraphResponse = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;
/** Sends a fetch on to the subgraph (the data source's own path, deduplication included). */
type Send = (options: ProcessOptions) => Promise<SubgraphResponse>;
/** A subgraph by name, with the caller's headers it is handed. */
type Subgraph = { name: string; forwarded: readonly string[] };

/** The cache as one subgraph's data source uses it (gateway/data-source.ts). */
export interface SubgraphEntityCache {
  /** The answer of an `_entities` fetch of hinted fields, through the cache; undefined for any other fetch. */
  serve(options: ProcessOptions, send: Send): Promise<SubgraphResponse> | undefined;
}

/** ENTITY_CACHE=on turns it on (default off); ENTITY_CACHE_MAX_ENTRIES bounds it (default 10000). */
export function entityCacheSettingsFromEnv(): { maxEntries: number } | undefined {
  return process.env.ENTITY_CACHE === 'on'
    ? { maxEntries: envInt('ENTITY_CACHE_MAX_ENTRIES', 10_000) }
    : undefined;
}

/**
 * The gateway's entity cache (docs/entity-cache.md): per representation of an `_entities` fetch
 * whose every selected field is hinted, keyed by subgraph, scope, fetch text and representation;
 * hits are answered here and only the misses are sent. Answers with errors are never stored.
 */
export class EntityCache {
  private readonly store: LruEntityStore;
  /** The reduced fetches this cache sends on: they pass through it untouched. */
  private readonly own = new WeakSet<ProcessOptions>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly scopes: EntityFetchScopes,
    maxEntries: number,
    events: EventBus,
  ) {
    assertEveryHintedTypeInvalidated(scopes.hints);
    this.store = new LruEntityStore(maxEntries);
    this.unsubscribe = subscribeInvalidations(events, (tenantId, typename, id) =>
      this.store.invalidate(entityOf(tenantId, typename, id)),
    );
  }

  /** The cache of one subgraph, which is handed the caller's headers named `forwarded`. */
  forSubgraph(subgraph: string, forwarded: readonly string[] = []): SubgraphEntityCache {
    return { serve: (options, send) => this.serve({ name: subgraph, forwarded }, options, send) };
  }

  close(): void {
    this.unsubscribe();
  }

  private serve(subgraph: Subgraph, options: ProcessOptions, send: Send) {
    if (!('incomingRequestContext' in options) || this.own.has(options)) return undefined;
    // A write's own reads are sent: they may follow a change whose event has not arrived yet.
    if (options.incomingRequestContext.operation?.operation !== 'query') return undefined;
    const context = options.context as RequestContext | undefined;
    // A fresh read (RequestContext.freshReads) is asked because something changed: never from here.
    if (!context?.requestId || !context.tenantId || context.freshReads) return undefined;
    const { query, variables } = options.request;
    const representations = variables?.representations;
    if (!query || Object.keys(variables ?? {}).length !== 1 || !Array.isArray(representations))
      return undefined;
    const fetch = this.scopes.entityFetchOf(query);
    if (!fetch) return undefined;
    return this.fetchThrough(subgraph, options, send, fetch, representations as unknown[]);
  }

  private async fetchThrough(
    { name: subgraph, forwarded }: Subgraph,
    options: ProcessOptions,
    send: Send,
    { policies, selection }: EntityFetch,
    representations: unknown[],
  ): Promise<SubgraphResponse> {
    const context = options.context as RequestContext & { tenantId: string };
    const answers: unknown[] = new Array(representations.length);
    const missing: { index: number; key?: string; entity?: string; policy?: CachePolicy }[] = [];
    for (const [index, representation] of representations.entries()) {
      const { __typename: typename, id } = (representation ?? {}) as Record<string, unknown>;
      const policy = policies.get(String(typename));
      if (!policy || typeof id !== 'string') {
        missing.push({ index });
        continue;
      }
      const key = `${subgraph}\n${scopeKey(context, policy.scope, forwarded)}\n${selection}\n${JSON.stringify(representation)}`;
      const hit = this.store.get(key) as string | undefined;
      entityCacheLookups.inc({ subgraph, outcome: hit === undefined ? 'miss' : 'hit' });
      // Stored as text: the gateway merges into the objects it is handed, and an entry is shared.
      if (hit !== undefined) answers[index] = JSON.parse(hit);
      else
        missing.push({
          index,
          key,
          entity: entityOf(context.tenantId, String(typename), id),
          policy,
        });
    }
    if (missing.length === 0) return { data: { _entities: answers } };
    const generation = this.store.generation;
    const reduced: ProcessOptions = {
      ...options,
      request: {
        ...options.request,
        variables: { representations: missing.map((m) => representations[m.index]) },
      },
    };
    this.own.add(reduced);
    const response = await send(reduced);
    const errors = response.errors?.map((error) => remapPath(error, missing));
    const fetched = (response.data as { _entities?: unknown } | null | undefined)?._entities;
    if (!Array.isArray(fetched) || fetched.length !== missing.length)
      return { ...response, errors };
    for (const [position, { index, key, entity, policy }] of missing.entries()) {
      answers[index] = fetched[position];
      if (!errors?.length && key && entity && policy && fetched[position] !== null)
        this.store.set(
          key,
          entity,
          JSON.stringify(fetched[position]),
          policy.maxAgeSeconds,
          generation,
        );
    }
    return { ...response, data: { ...response.data, _entities: answers }, errors };
  }
}

/** An error of the reduced fetch, its `_entities` index turned back into the planner's. */
function remapPath(
  error: GraphQLFormattedError,
  missing: { index: number }[],
): GraphQLFormattedError {
  const [field, position, ...rest] = error.path ?? [];
  if (field !== '_entities' || typeof position !== 'number' || !missing[position]) return error;
  return { ...error, path: [field, missing[position].index, ...rest] };
}
