import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing } from '../../lib/observability/tracing';
import { platformFixture } from '../fixture';
import { systemToken } from '../accounts';
import { waitFor } from '../wait';
import { parentOf, partOf, traceTree } from '../trace-tree';
import { createMediaWorker } from '../../subgraphs/media/worker';
import { LocalProvider, ProviderChain } from '../../subgraphs/media/providers';
import { userOn } from '../../subgraphs/media/test/helpers';
import { newEvent, type PlatformEvent } from '../../lib/events/bus';
import { KafkaEventBus } from '../../lib/events/kafka/bus';
import { activeTraceparent, inSpan } from '../../lib/observability/trace-context';
import { rawMessages, startMockKafka } from '../kafka-mock';
import { toCloudEvent } from '../../subgraphs/integrations/events/cloudevent';

/*
 * OpenTelemetry traces end to end (docs/observability.md, "Traces"): the whole platform runs in
 * this process, so one in-memory exporter sees every part's spans. Started before the platform,
 * as a process's start script does. PRINT_TRACE_TREE=1 prints each trace checked as a tree.
 */
const exporter = new InMemorySpanExporter();
startTracing({ serviceName: 'lanes-test', spanProcessors: [new SimpleSpanProcessor(exporter)] });

// The log line of a request must carry the same trace id (lib/observability/logger.ts).
const folder = mkdtempSync(join(tmpdir(), 'lanes-trace-logs-'));
const logFile = join(folder, 'platform.log');
const before = process.env.LOG_FILE;
process.env.LOG_FILE = logFile;

const { p, t } = platformFixture({ isolated: true, ownModules: true });

afterAll(async () => {
  await stopTracing();
  if (before === undefined) delete process.env.LOG_FILE;
  else process.env.LOG_FILE = before;
  rmSync(folder, { recursive: true, force: true });
});

const spans = (): ReadableSpan[] => exporter.getFinishedSpans();
const inTrace = (traceId: string) =>
  spans().filter((span) => span.spanContext().traceId === traceId);
const idOf = (span: ReadableSpan) => span.spanContext().spanId;
const show = (traceId: string) => {
  if (process.env.PRINT_TRACE_TREE) console.log(traceTree(spans(), traceId));
};

/** The chain of parts from `span` up to its trace's root, e.g. [pg, marketplace, gateway, gateway...]. */
function ancestry(span: ReadableSpan): ReadableSpan[] {
  const byId = new Map(inTrace(span.spanContext().traceId).map((s) => [idOf(s), s]));
  const chain = [span];
  for (
    let parent = parentOf(span);
    parent && byId.has(parent);
    parent = parentOf(byId.get(parent)!)
  )
    chain.push(byId.get(parent)!);
  return chain;
}

/** The request's SERVER span of `part`, found by the request id it records. */
function serverSpan(part: string, requestId: string): ReadableSpan | undefined {
  return spans().find(
    (span) =>
      partOf(span) === part &&
      span.kind === SpanKind.SERVER &&
      span.attributes['lanes.request_id'] === requestId,
  );
}

describe('traces', () => {
  it('one REST call is one trace: gateway -> subgraph fetch -> marketplace server -> pg, with the trace id of meta and of the log line', async () => {
    const requestId = randomUUID();
    const res = await p.rest('GET', '/marketplace/v1/listings?limit=2', {
      token: t.user.token,
      headers: { 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    const traceId = res.body.meta.trace_id;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const gateway = await waitFor(() => serverSpan('gateway', requestId));
    expect([gateway.spanContext().traceId, parentOf(gateway), gateway.name]).toEqual([
      traceId,
      undefined,
      'GET /marketplace/v1/listings',
    ]);
    const marketplace = await waitFor(() => serverSpan('marketplace', requestId));
    expect(marketplace.spanContext().traceId).toBe(traceId);
    // The subgraph's server span is the child of the gateway's CLIENT span for that fetch...
    const fetch = inTrace(traceId).find((span) => idOf(span) === parentOf(marketplace))!;
    expect([partOf(fetch), fetch.kind, fetch.name]).toEqual([
      'gateway',
      SpanKind.CLIENT,
      'POST marketplace',
    ]);
    // ...which descends from the gateway's request span (through Apollo's own gateway spans).
    expect(ancestry(fetch).at(-1)).toBe(gateway);
    // The database queries the subgraph made are its children.
    const queries = inTrace(traceId).filter((span) => partOf(span) === 'pg');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(ancestry(query).map(partOf)).toContain('marketplace');
    expect(
      queries.some((query) => parentOf(query) === idOf(marketplace) && query.name === 'pg SELECT'),
    ).toBe(true);

    const lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = lines.filter((line) => line.requestId === requestId && line.msg === 'request');
    expect(logged.map((line) => [line.service, line.traceId]).sort()).toEqual([
      ['gateway', traceId],
      ['marketplace', traceId],
    ]);
    show(traceId);
  });

  it("continues a caller's traceparent: the gateway's span is its child", async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const requestId = randomUUID();
    const res = await p.rest('GET', '/marketplace/v1/listings?limit=1', {
      token: t.user.token,
      headers: { 'x-request-id': requestId, traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect([res.status, res.body.meta.trace_id]).toEqual([200, traceId]);
    const gateway = await waitFor(() => serverSpan('gateway', requestId));
    expect([gateway.spanContext().traceId, parentOf(gateway)]).toEqual([traceId, callerSpan]);
  });

  it("an outbox event's publication and its consumers join the request that wrote it", async () => {
    const requestId = randomUUID();
    const res = await p.graphql(
      'mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { balance } } }',
      {
        input: { userId: t.user.userId, amount: 5, reference: `trace test ${requestId}` },
      },
      { token: systemToken(t.tenantId), headers: { 'x-request-id': requestId } },
    );
    expect(res.body.errors).toBeUndefined();
    const identity = await waitFor(() => serverSpan('identity', requestId));
    const traceId = identity.spanContext().traceId;
    // The relay publishes after commit: its PRODUCER span is a child of identity's request span,
    // inside the relay's batch span, which links to the request.
    const publish = await waitFor(() =>
      inTrace(traceId).find((span) => partOf(span) === 'outbox' && span.kind === SpanKind.PRODUCER),
    );
    expect(parentOf(publish)).toBe(idOf(identity));
    const batch = spans().find(
      (span) =>
        span.name.startsWith('outbox publish') &&
        span.links.some((link) => link.context.traceId === traceId),
    )!;
    expect(batch.links.map((link) => link.context.spanId)).toContain(idOf(identity));
    const consume = await waitFor(() =>
      inTrace(traceId).find(
        (span) => span.kind === SpanKind.CONSUMER && parentOf(span) === idOf(publish),
      ),
    );
    expect([partOf(consume), consume.name]).toEqual([
      'events',
      `consume ${publish.attributes['messaging.destination.name']}`,
    ]);
    // A webhook delivery of such an event keeps its documented attributes only: traces stay inside.
    const delivered = toCloudEvent({
      ...newEvent('payment.completed', t.tenantId, {}),
      type: 'payment.completed' as const,
      traceparent: `00-${traceId}-${idOf(publish)}-01`,
    });
    expect(Object.keys(delivered)).not.toContain('traceparent');
    show(traceId);
  });

  it("a media job created over REST is worked in the creating request's trace, identity's credit calls and the job's events included", async () => {
    const user = await userOn(p, t, 'enterprise', 100);
    const worker = createMediaWorker({
      prisma: p.prisma,
      storage: p.storage,
      events: p.platform.events,
      peers: Object.fromEntries(p.platform.subgraphs.map((s) => [s.name, s.url])),
      chain: new ProviderChain([new LocalProvider(p.storage)], () => undefined),
      pollIntervalMs: 50,
      log: () => undefined,
    }).start();
    const requestId = randomUUID();
    const res = await p.rest('POST', '/media/v1/images/generate', {
      token: user.token,
      body: { prompt: 'a lighthouse at dusk' },
      headers: { 'x-request-id': requestId },
    });
    expect([res.status, res.body.data?.status]).toEqual([202, 'queued']);
    const traceId = res.body.meta.traceId;
    const jobId = res.body.data.jobId;
    try {
      await waitFor(
        async () =>
          (await p.prisma.mediaJob.findUniqueOrThrow({ where: { id: jobId } })).status ===
          'completed',
        30_000,
      );
    } finally {
      await worker.stop();
    }
    // The row keeps the creating request's traceparent (prisma/migrations/..._trace_context).
    expect(
      (await p.prisma.mediaJob.findUniqueOrThrow({ where: { id: jobId } })).traceparent,
    ).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const media = await waitFor(() => serverSpan('media', requestId));
    expect(media.spanContext().traceId).toBe(traceId);
    // The worker's run is a child of the media request span that inserted the job.
    const run = await waitFor(() =>
      spans().find(
        (span) => partOf(span) === 'media-worker' && span.attributes['lanes.job.id'] === jobId,
      ),
    );
    expect([
      run.spanContext().traceId,
      parentOf(run),
      run.kind,
      run.attributes['lanes.job.result'],
    ]).toEqual([traceId, idOf(media), SpanKind.CONSUMER, 'completed']);
    // Its charge at identity: a peers CLIENT span of the run, and identity's SERVER span under it.
    const calls = inTrace(traceId).filter(
      (span) => partOf(span) === 'peers' && parentOf(span) === idOf(run),
    );
    expect(calls.map((span) => span.name)).toContain('POST identity');
    const identity = inTrace(traceId).filter(
      (span) =>
        partOf(span) === 'identity' &&
        span.kind === SpanKind.SERVER &&
        calls.some((call) => idOf(call) === parentOf(span)),
    );
    expect(identity.length).toBe(calls.length);
    // The run's database writes and the job's events (progress, completion) are in the trace too.
    expect(
      inTrace(traceId).some((span) => partOf(span) === 'pg' && parentOf(span) === idOf(run)),
    ).toBe(true);
    const events = inTrace(traceId).filter(
      (span) =>
        span.kind === SpanKind.CONSUMER &&
        partOf(span) === 'events' &&
        ancestry(span).includes(run),
    );
    expect(events.length).toBeGreaterThan(0);
    show(traceId);
  });

  it('a Kafka message carries the publishing span as the CloudEvent attribute and header; the consumer continues it', async () => {
    const kafka = await startMockKafka();
    const options = {
      brokers: kafka.brokers,
      clientId: 'traces',
      retryDelayMs: 10,
      fromBeginning: true,
    };
    const consumer = new KafkaEventBus({ ...options, groupId: `traces-${randomUUID()}` });
    const producer = new KafkaEventBus({ ...options, groupId: `traces-${randomUUID()}` });
    try {
      const got: PlatformEvent[] = [];
      consumer.subscribe('test.traced', (event) => void got.push(event));
      await consumer.ready();
      // A publish outside the outbox (a live notification) inside some request's span.
      const sent = await inSpan('test', 'a request', {}, async () => {
        await producer.publish(newEvent('test.traced', t.tenantId, { n: 1 }));
        return activeTraceparent()!;
      });
      await waitFor(() => got.length === 1);
      expect(got[0].traceparent).toBe(sent);
      const [raw] = await rawMessages(kafka.brokers, 'platform.test.traced.v1', 1);
      expect([
        raw.headers?.traceparent?.toString(),
        JSON.parse(raw.value!.toString()).traceparent,
      ]).toEqual([sent, sent]);
      const [, traceId, spanId] = sent.split('-');
      const consume = await waitFor(() =>
        inTrace(traceId).find((span) => span.name === 'consume test.traced'),
      );
      expect([consume.kind, parentOf(consume)]).toEqual([SpanKind.CONSUMER, spanId]);
    } finally {
      await producer.close();
      await consumer.close();
      await kafka.stop();
    }
  });
});
