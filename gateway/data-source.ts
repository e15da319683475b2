import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';
import { Agent, request } from 'undici';
import {
  CONTEXT_HEADER,
  reusedSubgraphContext,
  type SubgraphIdentity,
} from '../lib/auth/subgraph-context';
import { traceparentFor, type RequestContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { activeTraceId } from '../lib/observability/trace-context';
import type { InflightQueries } from './inflight-queries';
import type { SubgraphEntityCache } from './entity-cache/entity-cache';
import type { EntityFetchScopes } from './entity-cache/fetch-scopes';

function response(url: string, status: number, headers: Headers, text: string): FetcherResponse {
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    statusText: String(status),
    redirected: false,
    bodyUsed: true,
    headers,
    text: async () => text,
    json: async () => JSON.parse(text),
    arrayBuffer: async () => new TextEncoder().encode(text).buffer as ArrayBuffer,
    clone: () => response(url, status, headers, text),
  };
}

/**
 * A fetcher on undici.request through one keep-alive pool: the default fetch stack costs most
 * of the gateway's time (this pool was measured at 2.3 times its throughput).
 */
export function createSubgraphFetcher(agent: Agent): Fetcher {
  return async (url, init) => {
    const result = await request(url, {
      method: (init?.method ?? 'GET') as 'POST',
      headers: init?.headers,
      body: init?.body,
      dispatcher: agent,
      signal: init?.signal,
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(result.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    return response(url, result.statusCode, headers, await result.body.text());
  };
}

type GatewayGraphQLResponse = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;

/**
 * A subgraph's 413. The subgraphs take what the gateway forwards of any body within its limits
 * (lib/http/body-limits.ts), but a body can grow on the way: bytes that are not UTF-8 are read as
 * U+FFFD, three bytes each, and numbers such as 1e20 are written out in full.
 */
const FORWARDED_TOO_LARGE = new AppError(
  'PAYLOAD_TOO_LARGE',
  'Request body is too large for the service that answers it, once the gateway forwards it: send a smaller one',
  413,
);

/**
 * Whether the planner's fetch is a read, a write, or no operation of a request (health checks).
 * The planner writes each fetch's text itself: a write begins with its keyword, a read with
 * `query` or a bare selection set.
 */
function operationOf(
  options: GraphQLDataSourceProcessOptions<RequestContext>,
): 'query' | 'write' | undefined {
  if (!('incomingRequestContext' in options)) return undefined;
  return /^\s*(mutation|subscription)\b/.test(options.request.query ?? '') ? 'write' : 'query';
}

/**
 * Sends the planner's fetches with the gateway's verified request context, signed, and the request
 * id. Of the caller's headers the subgraph gets only those it is configured for (`forwardedHeaders`),
 * inside the signed context, so no one can add them on the way. With `inflight`, identical reads of
 * one caller in flight at once are sent once (./inflight-queries.ts); with `entityCache`, cached
 * entities are answered without a fetch (./entity-cache/entity-cache.ts).
 *
 * `process` is the stock one made lean: the stock data source builds node-fetch Headers and a
 * Request object for every fetch, which this gateway has no use for (docs/performance.md).
 */
export class PlatformDataSource extends RemoteGraphQLDataSource<RequestContext> {
  private readonly identities = new WeakMap<RequestContext, string>();

  constructor(
    url: string,
    fetcher: Fetcher,
    private readonly forwardedHeaders: readonly string[] = [],
    private readonly inflight?: InflightQueries,
    private readonly entityCache?: SubgraphEntityCache,
    private readonly scopes?: EntityFetchScopes,
    /** Writes carry the request's client in the signed context (lib/config.ts CLIENT_ON_WRITES). */
    private readonly clientOnWrites = false,
  ) {
    super({ url, fetcher });
  }

  override async process(
    options: GraphQLDataSourceProcessOptions<RequestContext>,
  ): Promise<GatewayGraphQLResponse> {
    // Entities of hinted fields through the cache (ENTITY_CACHE, ./entity-cache/): it sends the misses back here.
    const cached = this.entityCache?.serve(options, (misses) => this.process(misses));
    if (cached) return cached;
    const { request } = options;
    const context = options.context as RequestContext | undefined;
    const headers: Record<string, string> = {};
    for (const [name, value] of request.http?.headers ?? []) headers[name] = value;
    headers['content-type'] = 'application/json';
    const operation = operationOf(options);
    const identity = !context?.requestId
      ? undefined
      : this.clientOnWrites && operation === 'write' && context.client
        ? this.identityWithClient(context)
        : this.identityOf(context);
    const body = JSON.stringify({
      query: request.query,
      variables: request.variables,
      operationName: request.operationName,
      extensions: request.extensions,
    });
    const send = () => {
      if (identity !== undefined) {
        // Signed once per caller and subgraph view for half a minute, and only when a fetch is
        // really sent (lib/auth/subgraph-context.ts); the ids travel beside it. Under a span,
        // ./subgraph-tracing.ts sends the fetch's own `traceparent`; without one (the SDK off),
        // the request's trace goes on from here.
        headers[CONTEXT_HEADER] = reusedSubgraphContext(
          identity,
          () => JSON.parse(identity) as SubgraphIdentity,
        );
        headers['x-request-id'] = context!.requestId;
        if (activeTraceId() === undefined) headers.traceparent = traceparentFor(context!.traceId);
      }
      return this.fetcher(this.url, { method: 'POST', headers, body });
    };
    let response: FetcherResponse;
    // A fresh read (RequestContext.freshReads) joins nothing: a read in flight may predate the
    // change it is asked about (the exportProgress race, gateway/subscriptions/resolve.ts).
    if (identity === undefined || !this.inflight || operation === undefined || context?.freshReads)
      response = await send();
    else if (operation === 'query') {
      // An entity fetch of fields hinted alike for a whole scope (tenant, or roles) joins the
      // same read of any caller of that scope, not only the caller's own (entity-cache/fetch-scopes.ts).
      const key =
        this.scopes?.sharedReadKey(request.query, context!, this.forwardedHeaders) ?? identity;
      response = await this.inflight.run(key, `${this.url}\n${body}`, send);
    } else {
      // The caller's later reads must not join one from before the write, their shared ones included.
      const keys = [
        this.identityOf(context!),
        ...(this.scopes?.sharedKeysOf(context!, this.forwardedHeaders) ?? []),
      ];
      for (const key of keys) this.inflight.forget(key);
      try {
        response = await send();
      } finally {
        for (const key of keys) this.inflight.forget(key);
      }
    }
    // A body that grew past the subgraph's limit on the way (lib/http/body-limits.ts): the
    // caller's body is too large, not the platform broken.
    if (response.status === 413) throw FORWARDED_TOO_LARGE.toGraphQLError();
    if (!response.ok) throw await this.errorFromResponse(response);
    const parsed = await this.parseBody(response);
    if (typeof parsed !== 'object' || parsed === null)
      throw new Error(`Expected JSON response body, but received: ${parsed}`);
    return parsed as GatewayGraphQLResponse;
  }

  /** Everything this subgraph sees of the caller, without the request's own ids, as JSON: the deduplication key. */
  /** A write's identity with its client: never cached, since clients differ and writes are few. */
  private identityWithClient(context: RequestContext): string {
    return JSON.stringify({ ...JSON.parse(this.identityOf(context)), client: context.client });
  }

  private identityOf(context: RequestContext): string {
    let identity = this.identities.get(context);
    if (identity === undefined) {
      const forwarded = this.forwardedHeaders.filter(
        (name) => context.forwarded?.[name] !== undefined,
      );
      identity = JSON.stringify({
        tenantId: context.tenantId,
        caller: context.caller,
        ...(forwarded.length
          ? {
              forwarded: Object.fromEntries(
                forwarded.map((name) => [name, context.forwarded![name]]),
              ),
            }
          : {}),
      });
      this.identities.set(context, identity);
    }
    return identity;
  }
}
