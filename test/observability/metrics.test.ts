import { request } from 'undici';
import { newEvent } from '../../lib/events/bus';
import { platformFixture } from '../fixture';
import { insertJob } from '../subscriptions/jobs';
import { Recording, useClients } from '../subscriptions/ws-client';
import { Receiver, SECRET } from '../../subgraphs/integrations/test/helpers';
import { waitFor } from '../wait';

const { p, t } = platformFixture({ isolated: true, ownModules: true });
const client = useClients(() => p);

type Series = { name: string; labels: Record<string, string>; value: number };

/** Prometheus' text format, enough of it for these checks. */
function parse(text: string): Series[] {
  const series: Series[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value;
    series.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return series;
}

async function scrape(
  url: string,
): Promise<{ status: number; contentType: string; series: Series[] }> {
  const res = await request(`${url}/metrics`);
  const text = await res.body.text();
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type']),
    series: parse(text),
  };
}

/** The sum of a metric's series whose labels include `labels`. */
function total(series: Series[], name: string, labels: Record<string, string> = {}): number {
  return series
    .filter(
      (s) =>
        s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
    )
    .reduce((sum, s) => sum + s.value, 0);
}

const gatewayMetrics = () => scrape(p.url).then((r) => r.series);

describe('/metrics', () => {
  it('is served by the gateway and by every subgraph in the Prometheus text format', async () => {
    for (const url of [
      p.url,
      ...p.platform.subgraphs.map((s) => s.url.replace(/\/graphql$/, '')),
    ]) {
      const scraped = await scrape(url);
      expect(scraped.status).toBe(200);
      expect(scraped.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(total(scraped.series, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
  });

  it('counts requests, operations by name, subgraph fetches and error codes', async () => {
    const before = await gatewayMetrics();
    await p.graphql('query MetricsListings { listings(limit: 1) { nodes { id } } }', undefined, {
      token: t.user.token,
    });
    await p.graphql('query MetricsListings { listings(limit: 1) { nodes { id } } }', undefined, {
      token: t.user.token,
    });
    await p.rest('GET', '/marketplace/v1/listings/not-a-uuid', { token: t.user.token });
    await p.graphql('{ me { id } }', undefined, { headers: { authorization: 'Bearer nonsense' } });
    const after = await gatewayMetrics();
    const moved = (name: string, labels: Record<string, string>) =>
      total(after, name, labels) - total(before, name, labels);
    expect(
      moved('graphql_operation_duration_seconds_count', {
        service: 'gateway',
        operation: 'MetricsListings',
        type: 'query',
      }),
    ).toBe(2);
    expect(
      moved('graphql_operation_duration_seconds_count', {
        service: 'marketplace',
        operation: 'MetricsListings__marketplace__0',
      }),
    ).toBe(2);
    expect(
      moved('http_request_duration_seconds_count', {
        service: 'gateway',
        route: '/graphql',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      moved('http_request_duration_seconds_count', {
        service: 'gateway',
        route: '/marketplace/v1/listings/:id',
        status: '400',
      }),
    ).toBe(1);
    expect(
      moved('gateway_subgraph_fetch_duration_seconds_count', {
        subgraph: 'marketplace',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      moved('platform_errors_total', { service: 'gateway', code: 'VALIDATION_FAILED' }),
    ).toBeGreaterThanOrEqual(1);
    expect(moved('platform_errors_total', { service: 'gateway', code: 'UNAUTHENTICATED' })).toBe(1);
  });

  it('reads the database pool and the outbox backlog at scrape time', async () => {
    const series = await gatewayMetrics();
    expect(total(series, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(
      series.some((s) => s.name === 'outbox_pending_events' && s.labels.service === 'identity'),
    ).toBe(true);
    expect(
      series.some(
        (s) => s.name === 'outbox_oldest_pending_age_seconds' && s.labels.service === 'media',
      ),
    ).toBe(true);
  });

  it('reads the media job queue: depth by status and the oldest waiting job', async () => {
    const queued = () =>
      gatewayMetrics().then((s) =>
        total(s, 'job_queue_depth', { queue: 'media', status: 'queued' }),
      );
    const before = await queued();
    // No worker runs in this platform, so the job stays queued.
    await insertJob(p, t.tenantId, t.user, { status: 'queued' });
    await waitFor(async () => (await queued()) === before + 1);
    expect(
      total(await gatewayMetrics(), 'job_queue_oldest_age_seconds', { queue: 'media' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('follows live subscriptions', async () => {
    const job = await insertJob(p, t.tenantId, t.user);
    const subscriptions = () =>
      gatewayMetrics().then((s) =>
        total(s, 'gateway_subscriptions_active', { kind: 'subscriptions' }),
      );
    const before = await subscriptions();
    const recording = new Recording(
      client(t.user.token),
      'subscription($id: ID!) { jobProgress(jobId: $id) { id status } }',
      { id: job.id },
    );
    await recording.until((r) => r.results.length === 1);
    expect(await subscriptions()).toBe(before + 1);
    recording.unsubscribe();
    await waitFor(async () => (await subscriptions()) === before);
  });

  it('counts webhook deliveries by outcome', async () => {
    const receiver = await new Receiver(SECRET).start();
    try {
      const created = await p.rest('POST', '/integrationhub/v1/webhooks', {
        token: t.admin.token,
        body: { url: receiver.url, events: ['payment.completed'], secret: SECRET },
      });
      expect(created.status).toBe(201);
      const delivered = () =>
        gatewayMetrics().then((s) =>
          total(s, 'webhook_deliveries_total', { outcome: 'delivered' }),
        );
      const before = await delivered();
      await p.platform.events.publish(
        newEvent('payment.completed', t.tenantId, {
          walletId: 'w1',
          amount: 1,
          reference: 'metrics',
          entryId: 'e1',
        }),
      );
      await waitFor(() => receiver.received.length > 0);
      await waitFor(async () => (await delivered()) === before + 1);
    } finally {
      await receiver.stop();
    }
  });

  it('asks for METRICS_TOKEN when it is set', async () => {
    process.env.METRICS_TOKEN = 'scrape-token-for-tests';
    try {
      expect((await request(`${p.url}/metrics`)).statusCode).toBe(401);
      const res = await request(`${p.url}/metrics`, {
        headers: { authorization: 'Bearer scrape-token-for-tests' },
      });
      await res.body.dump();
      expect(res.statusCode).toBe(200);
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });
});
