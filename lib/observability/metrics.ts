import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served at /metrics by every server in it. In
 * `npm start` every service shares one process, so each series names its `service`.
 *
 * Label values that callers choose (operation names) are bounded: past MAX_LABEL_VALUES distinct
 * names a new one counts as `other`, so no client can grow the registry without end.
 */

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const MAX_LABEL_VALUES = 200;

type GaugeReading = { labels: Record<string, string>; value: number };
type GaugeSource = () => Promise<GaugeReading[]> | GaugeReading[];

/**
 * A gauge read at scrape time from sources that running parts register (a database pool, an
 * outbox, a job queue). A source that fails is skipped: one broken part never hides the rest.
 * Readings with the same labels from several sources (two pools of one name) are summed, or for
 * ages the largest kept.
 */
class ScrapedGauge {
  private readonly sources = new Set<GaugeSource>();

  constructor(
    registry: Registry,
    name: string,
    help: string,
    labelNames: string[],
    combine: 'sum' | 'max' = 'sum',
  ) {
    const sources = this.sources;
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const readings = await Promise.all(
          [...sources].map((source) =>
            Promise.resolve()
              .then(source)
              .catch(() => [] as GaugeReading[]),
          ),
        );
        const combined = new Map<string, GaugeReading>();
        for (const reading of readings.flat()) {
          const key = JSON.stringify(reading.labels);
          const before = combined.get(key);
          const value = !before
            ? reading.value
            : combine === 'sum'
              ? before.value + reading.value
              : Math.max(before.value, reading.value);
          combined.set(key, { labels: reading.labels, value });
        }
        for (const { labels, value } of combined.values()) this.set(labels, value);
      },
    });
  }

  /** Adds a source; the function returned removes it (call it when the part stops). */
  add(source: GaugeSource): () => void {
    this.sources.add(source);
    return () => void this.sources.delete(source);
  }
}

/** Every metric of the process, made once. */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by service, method, route and status',
      labelNames: ['service', 'method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    graphqlOperationDuration: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operations by service, operation name and type',
      labelNames: ['service', 'operation', 'type'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    errorsTotal: new Counter({
      name: 'platform_errors_total',
      help: 'Errors answered, by service and error code',
      labelNames: ['service', 'code'] as const,
      registers: [registry],
    }),
    subgraphFetchDuration: new Histogram({
      name: 'gateway_subgraph_fetch_duration_seconds',
      help: 'Gateway fetches to subgraphs, by subgraph and outcome',
      labelNames: ['subgraph', 'outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    entityCacheLookups: new Counter({
      name: 'gateway_entity_cache_lookups_total',
      help: 'Entities the gateway looked up in its entity cache, by subgraph and outcome (hit, miss)',
      labelNames: ['subgraph', 'outcome'] as const,
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: 'webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome (delivered, retrying, failed)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    dbPoolConnections: new ScrapedGauge(
      registry,
      'db_pool_connections',
      'Database pool connections by pool and state (total, idle, waiting)',
      ['pool', 'state'],
    ),
    outboxBacklog: new ScrapedGauge(
      registry,
      'outbox_pending_events',
      'Events written to the outbox and not yet published, by service',
      ['service'],
    ),
    outboxOldestAge: new ScrapedGauge(
      registry,
      'outbox_oldest_pending_age_seconds',
      'Age of the oldest unpublished outbox event, by service',
      ['service'],
      'max',
    ),
    consumerLag: new ScrapedGauge(
      registry,
      'event_consumer_lag',
      'Events published and not yet consumed, by consumer group and topic',
      ['group', 'topic'],
    ),
    liveSubscriptions: new ScrapedGauge(
      registry,
      'gateway_subscriptions_active',
      'graphql-ws connections and subscriptions open on this gateway process',
      ['kind'],
    ),
    jobQueueDepth: new ScrapedGauge(
      registry,
      'job_queue_depth',
      'Jobs waiting or running, by queue and status',
      ['queue', 'status'],
    ),
    jobQueueOldestAge: new ScrapedGauge(
      registry,
      'job_queue_oldest_age_seconds',
      'Age of the oldest waiting job, by queue',
      ['queue'],
      'max',
    ),
  };
}

// One set per process, even when a module loader (jest's, per test file) loads this file again:
// default metrics install GC and event-loop observers that must not pile up.
const METRICS = Symbol.for('lanes.observability.metrics');
const metrics: ReturnType<typeof createMetrics> = ((globalThis as Record<symbol, unknown>)[
  METRICS
] ??= createMetrics()) as ReturnType<typeof createMetrics>;

export const metricsRegistry = metrics.registry;
export const {
  httpRequestDuration,
  graphqlOperationDuration,
  errorsTotal,
  subgraphFetchDuration,
  entityCacheLookups,
  webhookDeliveries,
  dbPoolConnections,
  outboxBacklog,
  outboxOldestAge,
  consumerLag,
  liveSubscriptions,
  jobQueueDepth,
  jobQueueOldestAge,
} = metrics;

const seen = new Map<string, Set<string>>();

/** A caller-chosen label value, or `other` once the metric has seen MAX_LABEL_VALUES of them. */
export function boundedLabel(metric: string, value: string | undefined): string {
  const name = value || 'anonymous';
  let values = seen.get(metric);
  if (!values) seen.set(metric, (values = new Set()));
  if (values.has(name)) return name;
  if (values.size >= MAX_LABEL_VALUES) return 'other';
  values.add(name);
  return name;
}

/** The text a Prometheus scrape reads, and its content type. */
export async function scrapeMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
