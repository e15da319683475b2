import type { IncomingMessage } from 'node:http';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { DocumentNode } from 'graphql';
import { AppError, INTERNAL_MESSAGE } from '../errors';
import { formatSubgraphError } from './format-error';
import {
  CONTEXT_HEADER,
  verifySubgraphContext,
  type SubgraphIdentity,
} from '../auth/subgraph-context';
import type { RequestContext } from '../context';
import { executeGraphQLHttp } from '../http/graphql-http';
import { subgraphBodyBytes } from '../http/body-limits';
import {
  graphqlError,
  json,
  pathAndQuery,
  readBody,
  writeResult,
  type HttpResult,
} from '../http/io';
import { closeServer, healthResult, listen, type RunningService } from '../http/lifecycle';
import { connectionLimitsFromEnv, createLimitedServer } from '../http/connection-limits';

export type { RunningService } from '../http/lifecycle';
import type { PrismaClient } from '../db/prisma';
import type { FileStorage } from '../storage';
import type { EventBus } from '../events/bus';
import type { SubgraphDirectory } from './peers';
import { systemClock, type Clock } from '../clock';
import { outboxBacklog } from '../events/outbox-store';
import { operationMetricsPlugin } from '../observability/apollo-plugin';
import { metricsResult, observeRequests } from '../observability/http-observer';
import { currentRequestScope, noteCaller } from '../observability/request-scope';
import { requestIdFrom, traceIdFrom } from '../context';
import { serviceLogger } from '../observability/logger';
import { outboxBacklog as outboxBacklogGauge, outboxOldestAge } from '../observability/metrics';

/** Work a subgraph runs beside its API (a sweep, a dispatcher, a recovery loop). */
export interface BackgroundWork {
  start(): void;
  /** Stops and waits for the round in flight. */
  stop(): Promise<void>;
}

export interface SubgraphOptions<TContext extends RequestContext> {
  name: string;
  typeDefs: DocumentNode;
  // Codegen's resolver types are stricter than Apollo's map type; the shapes are the same.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
  resolvers: GraphQLResolverMap<any> | object;
  prisma: PrismaClient;
  port: number;
  host?: string;
  /**
   * Largest request body accepted: by default what the gateway forwards of a body within its own
   * limit (lib/http/body-limits.ts); uploads travel base64 inside variables and take more.
   */
  maxBodyBytes?: number;
  /** The service's event bus, reported with its outbox backlog at /health/events. */
  events?: EventBus;
  /** Adds per-request parts (DataLoaders, data access) to the verified request context. */
  createContext: (base: RequestContext) => TContext;
  /** Started once the API listens, stopped before it closes. */
  background?: BackgroundWork[];
  /**
   * Turns an error a resolver threw into the service's own code, before the usual shaping
   * (the ML service answers in its catalogue: docs/api/ml.md, "Errors").
   */
  errorCatalogue?: (error: unknown) => AppError | undefined;
}

/** What every subgraph's start function takes. */
export interface SubgraphStartOptions {
  prisma: PrismaClient;
  port: number;
  host?: string;
  /** Where uploaded files go (the gateway serves them back). */
  storage: FileStorage;
  /** Where domain events are published (job progress, for example). */
  events: EventBus;
  /** URLs of the other subgraphs, for the few direct service-to-service calls. */
  peers: SubgraphDirectory;
  /** What the service's rules and background work read the time from (default `systemClock`; tests move it). */
  clock?: Clock;
}

/** The request's ids as its headers carry them: the gateway sends `x-request-id` and `traceparent`. */
function headerIds(req: IncomingMessage): { requestId: string; traceId: string } {
  const requestId = requestIdFrom(req.headers['x-request-id']);
  return { requestId, traceId: traceIdFrom(req.headers.traceparent, requestId) };
}

/**
 * Starts one subgraph: GraphQL at /graphql for the gateway only (the signed context header is
 * required), the health probes, and its background work. A subgraph's start function passes its
 * own start options (database, port, host, events) straight through.
 */
export async function startSubgraphServer<TContext extends RequestContext>(
  options: SubgraphOptions<TContext>,
): Promise<RunningService> {
  const schema = buildSubgraphSchema({
    typeDefs: options.typeDefs,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- codegen's resolver types, Apollo's map type: the same shapes
    resolvers: options.resolvers as GraphQLResolverMap<any>,
  });
  const apollo = new ApolloServer<TContext>({
    schema,
    formatError: formatSubgraphError(options.name, options.errorCatalogue),
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    // Federated tracing goes to Apollo's hosted service, which this platform does not use. The
    // platform gives no cache hints, and the default cache-control plugin wraps every field's
    // resolver to compute them (docs/performance.md).
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      operationMetricsPlugin(options.name),
    ],
  });
  await apollo.start();

  const ready = async () => {
    await options.prisma.$queryRaw`SELECT 1`;
  };

  async function handle(req: IncomingMessage): Promise<HttpResult> {
    const { path, search } = pathAndQuery(req);
    if (path === '/metrics' && req.method === 'GET') return metricsResult(req);
    const health = await healthResult(
      path,
      ready,
      options.events && (() => eventsHealth(options.prisma, options.name, options.events!)),
    );
    if (health) return health;
    if (path !== '/graphql')
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    let identity: SubgraphIdentity;
    try {
      identity = verifySubgraphContext(req.headers[CONTEXT_HEADER] as string | undefined);
    } catch (error) {
      return graphqlError(error as AppError);
    }
    // The ids come with the request's headers (x-request-id, traceparent), as observeRequests read them.
    const ids = currentRequestScope() ?? headerIds(req);
    const base: RequestContext = {
      requestId: ids.requestId,
      traceId: ids.traceId,
      tenantId: identity.tenantId,
      caller: identity.caller,
      forwarded: identity.forwarded,
      client: identity.client,
    };
    noteCaller(base.tenantId, base.caller?.id ?? null);
    const body = await readBody(req, options.maxBodyBytes ?? subgraphBodyBytes());
    const result = await executeGraphQLHttp(apollo, req, search, body, async () =>
      options.createContext(base),
    );
    // Apollo answers a request error (a bad variable value, say) with HTTP 400, which the
    // gateway reads as a failed subgraph and masks. The errors in the body are what it needs.
    if (result.status === 400 && result.headers['content-type']?.includes('json'))
      result.status = 200;
    return result;
  }

  const log = serviceLogger(options.name);
  const server = createLimitedServer(
    connectionLimitsFromEnv(),
    observeRequests(options.name, headerIds, (req, res) => {
      handle(req).then(
        (result) => writeResult(res, result),
        // A platform error (a body over the limit, say) keeps its code; anything else is INTERNAL.
        (error) => {
          if (!(error instanceof AppError)) log.error({ err: error }, 'unexpected error');
          writeResult(
            res,
            graphqlError(
              error instanceof AppError ? error : new AppError('INTERNAL', INTERNAL_MESSAGE, 500),
            ),
          );
        },
      );
    }),
  );
  const port = await listen(server, options.port, options.host ?? '127.0.0.1');
  const background = options.background ?? [];
  for (const work of background) work.start();
  const stopScraping = scrapeOutbox(options.prisma, options.name);
  return {
    name: options.name,
    port,
    url: `http://127.0.0.1:${port}/graphql`,
    stop: async () => {
      stopScraping();
      await Promise.all(background.map((work) => work.stop()));
      await closeServer(server);
      await apollo.stop();
    },
  };
}

async function eventsHealth(
  prisma: PrismaClient,
  service: string,
  events: EventBus,
): Promise<unknown> {
  const [backlog] = await outboxBacklog(prisma, [service]);
  return {
    bus: await events.status(),
    outbox: { pending: backlog.pending, oldestPendingAt: backlog.oldest },
  };
}

/** The service's outbox backlog for /metrics, read at scrape time. */
function scrapeOutbox(prisma: PrismaClient, service: string): () => void {
  // Both gauges read one query per scrape.
  let last: { at: number; read: Promise<{ pending: number; oldest: Date | null }> } | undefined;
  const backlog = () => {
    if (!last || performance.now() - last.at > 1000)
      last = { at: performance.now(), read: outboxBacklog(prisma, [service]).then(([row]) => row) };
    return last.read;
  };
  const removeCount = outboxBacklogGauge.add(async () => [
    { labels: { service }, value: (await backlog()).pending },
  ]);
  const removeAge = outboxOldestAge.add(async () => {
    const { oldest } = await backlog();
    return [
      {
        labels: { service },
        value: oldest ? (systemClock.now().getTime() - new Date(oldest).getTime()) / 1000 : 0,
      },
    ];
  });
  return () => {
    removeCount();
    removeAge();
  };
}
