import { readFileSync } from 'node:fs';
import { systemClock, type Clock } from '../lib/clock';
import {
  CLIENT_ON_WRITES,
  isProduction,
  servedSupergraphPath,
  SUBGRAPHS,
  SUPERGRAPH_PATH,
} from '../lib/config';
import {
  createRateLimitCheck,
  rateLimitOptionsFromEnv,
  type RateLimitOptions,
} from './rate-limit/policy';
import { createCredentialLimits } from './rate-limit/credential-limits';
import { credentialLimitsPlugin } from './rate-limit/credential-plugin';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import { Agent } from 'undici';
import type { RequestContext } from '../lib/context';
import type { Sql } from '../lib/db/pool';
import type { FileStorage } from '../lib/storage';
import type { EventBus } from '../lib/events/bus';
import { writeResult, json } from '../lib/http/io';
import { closeServer, listen, type RunningService } from '../lib/http/lifecycle';
import {
  connectionLimitsFromEnv,
  createLimitedServer,
  type ConnectionLimits,
} from '../lib/http/connection-limits';
import { createSubgraphFetcher, PlatformDataSource } from './data-source';
import { formatGatewayError } from './format-error';
import { handleGatewayRequest, type GatewayParts } from './http';
import { buildOpenApi } from './rest/openapi';
import { RestFacade } from './rest/facade';
import { restRoutes } from './rest/routes';
import { attachSubscriptions, type SubscriptionServer } from './subscriptions';
import { refuseSubscriptionsOverHttp } from './subscriptions/http-refusal';
import { requestLimitsPlugin } from './limits/apollo-plugin';
import { requestLimitsFromEnv, type RequestLimits } from './limits/options';
import {
  manifestCache,
  persistedDocumentsFromEnv,
  type PersistedDocuments,
} from './persisted/policy';
import { persistedQueryStatus } from './persisted/status-plugin';
import { operationMetricsPlugin } from '../lib/observability/apollo-plugin';
import { observeRequests } from '../lib/observability/http-observer';
import { requestIds } from './auth';
import { timedFetcher } from './subgraph-metrics';
import { createAccountPages } from './account-pages/routes';
import { createDevPages } from './dev-pages/routes';
import { mailCatcherDir } from '../lib/mail/caught-mails';
import { tracedFetcher } from './subgraph-tracing';
import { InflightQueries } from './inflight-queries';
import { gatewayReadiness, type ServedSubgraph } from './readiness';
import { EntityCache, entityCacheSettingsFromEnv } from './entity-cache/entity-cache';
import { EntityFetchScopes } from './entity-cache/fetch-scopes';
import { cacheHintsOf } from './entity-cache/hints';
import { EndedSessions } from './sessions/ended-sessions';
import { earlierEndsFrom } from './sessions/earlier-ends';
import { sessionEndPlugin } from './sessions/session-end-plugin';
import { sunsetAfterDays } from './rest/versions';
import { LocalSearchSubgraph, SEARCH_SUBGRAPH } from './search/local-subgraph';

export interface GatewayOptions {
  /** The gateway's own tables (rate-limit windows, idempotency keys), in plain SQL. */
  sql: Sql;
  port: number;
  host?: string;
  /** Subgraph name to URL; names missing here use the URL in the supergraph. */
  subgraphUrls: Record<string, string>;
  /** Where stored files are read from for GET /files/<key>. */
  storage: FileStorage;
  /** Where subscriptions take their events from. */
  events: EventBus;
  supergraphSdl?: string;
  /** Requests per minute per caller and per anonymous client address (default from the environment). */
  rateLimit?: RateLimitOptions;
  /** How big one GraphQL operation may be (default from the environment). */
  limits?: RequestLimits;
  /** Persisted documents: automatic persisted queries, the manifest only, or none (default from the environment). */
  persisted?: PersistedDocuments;
  /** GraphiQL, Swagger UI, the jobs and mail pages from local files (default: outside NODE_ENV=production). */
  devPages?: boolean;
  /** The folder of caught mail the /mail page shows (default `MAIL_CATCHER_DIR`, else `DATA_DIR/mail`). */
  mailDir?: string;
  /** Identical reads of one caller in flight at once go to the subgraph once (default: GATEWAY_DEDUPLICATE_QUERIES, on). */
  deduplicateQueries?: boolean;
  /** The entity cache, bounded to `maxEntries` (default: ENTITY_CACHE, off; docs/entity-cache.md). */
  entityCache?: { maxEntries: number };
  /** Request and idle timeouts, open connections per client address (each left out: from the environment). */
  connections?: Partial<ConnectionLimits>;
  /** What the gateway's rules (limits, idempotency keys, ended sessions) read the time from (default `systemClock`). */
  clock?: Clock;
}

export async function startGateway(options: GatewayOptions): Promise<RunningService> {
  // A subgraph that stops answering fails its part of the request instead of holding it forever.
  const agent = new Agent({
    keepAliveTimeout: 60_000,
    connections: 128,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const fetcher = createSubgraphFetcher(agent);
  const inflight =
    (options.deduplicateQueries ?? process.env.GATEWAY_DEDUPLICATE_QUERIES !== 'false')
      ? new InflightQueries()
      : undefined;
  const supergraphSdl = options.supergraphSdl ?? readFileSync(servedSupergraphPath(), 'utf8');
  const cacheSettings = options.entityCache ?? entityCacheSettingsFromEnv();
  // The supergraph's @cacheControl hints: who may share an entity fetch's answer (docs/entity-cache.md).
  const scopes = new EntityFetchScopes(cacheHintsOf(supergraphSdl));
  const entityCache =
    cacheSettings && new EntityCache(scopes, cacheSettings.maxEntries, options.events);
  // Every subgraph of the supergraph served, as the gateway reaches it: what readiness checks.
  const served = new Map<string, ServedSubgraph>();
  const sources = new Map<string, PlatformDataSource>();
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => {
      // The search is answered here, asking each service for its own hits (./search/).
      if (name === SEARCH_SUBGRAPH.name && url === SEARCH_SUBGRAPH.url)
        return new LocalSearchSubgraph((service) => sources.get(service)!);
      // One of the project's subgraphs only when configured as one: on another supergraph a
      // subgraph may share a project name (docs/federation-audit.md) and gets neither the project's
      // health probe nor the caller headers the project's subgraph of that name is handed.
      const configured = options.subgraphUrls[name];
      const own = configured === undefined ? undefined : SUBGRAPHS.find((s) => s.name === name);
      served.set(name, { url: configured ?? url!, own: own !== undefined });
      const source = new PlatformDataSource(
        configured ?? url!,
        timedFetcher(name, tracedFetcher(name, fetcher)),
        own?.forwardedHeaders,
        inflight,
        entityCache?.forSubgraph(name, own?.forwardedHeaders),
        scopes,
        own !== undefined && CLIENT_ON_WRITES.includes(own.name),
      );
      sources.set(name, source);
      return source;
    },
  });
  // Subscribed before anything listens: a session that ends from now on is heard (Kafka joins
  // its topics at start, docs/event-bus.md); the ones that ended earlier are read once the
  // supergraph says whether the project's identity is one of its subgraphs.
  const clock = options.clock ?? systemClock;
  const sessions = new EndedSessions(options.events, clock);
  const limits = options.limits ?? requestLimitsFromEnv();
  const rateLimit = options.rateLimit ?? rateLimitOptionsFromEnv();
  const credentialLimits = createCredentialLimits(rateLimit, options.sql, clock);
  const requestRateLimit = createRateLimitCheck(rateLimit, options.sql, clock);
  const persisted = options.persisted ?? persistedDocumentsFromEnv();
  const apollo = new ApolloServer<RequestContext>({
    gateway,
    formatError: formatGatewayError,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    persistedQueries:
      persisted.mode === 'off'
        ? false
        : persisted.mode === 'only'
          ? { cache: manifestCache(persisted.manifest!), ttl: null }
          : undefined,
    // Apollo's own landing page loads from Apollo's CDN, in production too; the gateway serves
    // its IDE from local files instead, in development only (./dev-pages/routes.ts).
    // No cache hints anywhere on the platform (REST answers are private, no-store): no cache-control plugin.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      persistedQueryStatus,
      refuseSubscriptionsOverHttp,
      requestLimitsPlugin(limits),
      ...(credentialLimits ? [credentialLimitsPlugin(credentialLimits)] : []),
      sessionEndPlugin(sessions),
      operationMetricsPlugin('gateway'),
    ],
  });
  // The REST routes are operations of the project's schema: on another supergraph (SUPERGRAPH_PATH,
  // docs/federation-audit.md) none of them exists, so the facade has none and every path is a 404.
  const routes =
    options.supergraphSdl !== undefined || servedSupergraphPath() === SUPERGRAPH_PATH
      ? restRoutes
      : [];
  const facade = new RestFacade(routes, apollo, options.storage);
  let apiSchema: GraphQLSchema | undefined;
  // Built on first request for each schema, then served from here.
  let openApiDocument: unknown;
  let subscriptions: SubscriptionServer | undefined;
  // A route the schema cannot serve fails the start (Apollo would only log a listener's throw, and
  // every REST path would then answer 500).
  let schemaProblem: unknown;
  let started = false;
  gateway.onSchemaLoadOrUpdate(({ apiSchema: schema }) => {
    try {
      apiSchema = schema;
      openApiDocument = undefined;
      facade.useSchema(schema);
      subscriptions?.useSchema(schema);
    } catch (error) {
      // A later supergraph (polled) keeps the one served; Apollo logs why.
      if (started) throw error;
      schemaProblem ??= error;
    }
  });
  await apollo.start();
  started = true;
  if (schemaProblem) {
    await apollo.stop();
    throw schemaProblem;
  }
  const loadingEnds = sessions.loadEarlier(earlierEndsFrom(served));

  const parts: GatewayParts = {
    apollo,
    facade,
    sql: options.sql,
    storage: options.storage,
    openApi: () => (openApiDocument ??= buildOpenApi(routes, apiSchema!)),
    ready: gatewayReadiness(options.sql, agent, served),
    events: async () => ({ bus: await options.events.status() }),
    rateLimit: requestRateLimit,
    credentialLimits,
    limits,
    persisted,
    devPages:
      (options.devPages ?? !isProduction())
        ? createDevPages({ mailDir: options.mailDir ?? mailCatcherDir() })
        : undefined,
    accountPages: createAccountPages(),
    sessions,
    clock,
    sunsetAfterDays: sunsetAfterDays(),
    trustedProxies: rateLimit.trustedProxies ?? 0,
  };

  const server = createLimitedServer(
    { ...gatewayConnectionLimits(rateLimit), ...options.connections },
    observeRequests(
      'gateway',
      (req) => requestIds(req.headers),
      (req, res) => {
        handleGatewayRequest(parts, req).then(
          (result) => writeResult(res, result),
          () => writeResult(res, json(500, { error: { code: 'INTERNAL' } })),
        );
      },
    ),
    { public: true },
  );
  subscriptions = attachSubscriptions({
    server,
    apollo,
    events: options.events,
    limits,
    persisted,
    sessions,
  });
  subscriptions.useSchema(apiSchema!);
  // Not a request before this gateway knows which sessions ended before it started: it would take
  // their tokens (./sessions/ended-sessions.ts). Without identity it waits for identity.
  await loadingEnds;
  const port = await listen(server, options.port, options.host ?? '127.0.0.1');
  return {
    name: 'gateway',
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      // Open sockets would keep server.close() waiting.
      await subscriptions?.dispose();
      await closeServer(server);
      await apollo.stop();
      // No request comes any more: the counts this process alone holds go to PostgreSQL.
      await Promise.all([requestRateLimit.close(), credentialLimits?.close()]);
      await agent.close();
      entityCache?.close();
      sessions.close();
    },
  };
}

/**
 * The public server's limits. Behind trusted proxies (TRUSTED_PROXIES) every TCP peer is a proxy,
 * which carries many clients' requests on its connections: a cap per peer would cap the proxy, so
 * it is off unless HTTP_CONNECTIONS_PER_ADDRESS is set, and limiting each client's connections is
 * the proxy's job (docs/request-limits.md, "Connections").
 */
function gatewayConnectionLimits(rateLimit: RateLimitOptions): ConnectionLimits {
  return connectionLimitsFromEnv((rateLimit.trustedProxies ?? 0) > 0 ? 0 : 256);
}
