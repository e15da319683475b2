import { spawn, type ChildProcess } from 'node:child_process';
import type { Client } from 'graphql-ws';
import { Receiver, SECRET } from '../../subgraphs/integrations/test/helpers';
import { systemToken } from '../accounts';
import { waitFor } from '../wait';
import { nodeArguments } from '../logged-process';
import { platformFixture } from '../fixture';
import { rawMessages, startMockKafka, type MockKafka } from '../kafka-mock';
import { createCampaign } from '../../subgraphs/ads/test/helpers';
import { payingUser } from '../subscriptions/jobs';
import { connect, Recording } from '../subscriptions/ws-client';

// The whole platform with KAFKA_BROKERS: every service consumes in its own group, the gateway in
// a group of its own, and a media worker runs as a separate process.
let kafka: MockKafka;
let worker: ChildProcess | undefined;
let client: Client | undefined;
let receiver: Receiver | undefined;

const {
  p,
  t: tenant,
  beforeStop,
} = platformFixture(async () => {
  kafka = await startMockKafka();
  return { kafkaBrokers: kafka.brokers };
});
beforeAll(async () => {
  await p.platform.buses.ready();
}, 60_000);
beforeStop(async () => {
  await client?.dispose();
  await receiver?.stop();
  await stopProcess(worker);
});
afterAll(async () => {
  await kafka?.stop();
});

function startWorkerProcess(): ChildProcess {
  const identity = p.platform.subgraphs.find((s) => s.name === 'identity')!.url;
  const child = spawn(process.execPath, nodeArguments(['scripts/start-worker.ts']), {
    env: {
      ...process.env,
      DATABASE_URL: p.databaseUrl,
      IDENTITY_URL: identity,
      STORAGE_DIR: p.storageDir,
      KAFKA_BROKERS: kafka.brokers.join(','),
      MEDIA_WORKER_POLL_MS: '50',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('events through Kafka', () => {
  it('brings a job’s progress from a worker in another process to a subscriber of this gateway', async () => {
    const user = await payingUser(p, tenant);
    const created = await p.rest('POST', '/media/v1/images/generate', {
      token: user.token,
      body: { prompt: 'a harbour in fog', width: 256, height: 256 },
    });
    expect(created.status).toBe(202);
    const jobId: string = created.body.data.jobId;

    client = connect(p, user.token);
    const r = new Recording(
      client,
      'subscription($id: ID!) { jobProgress(jobId: $id) { id status progress owner { email } } }',
      { id: jobId },
    );
    await r.until((x) => x.results.length === 1);
    expect(r.results[0].data.jobProgress).toMatchObject({ id: jobId, status: 'queued' });

    worker = startWorkerProcess();
    await r.until((x) => x.completed, 45_000);
    const jobs = r.results.map((x) => x.data.jobProgress);
    expect(jobs.some((j) => j.status === 'processing')).toBe(true);
    expect(jobs[jobs.length - 1]).toMatchObject({
      status: 'completed',
      progress: 100,
      owner: { email: user.email },
    });
    expect(r.error).toBeUndefined();
  }, 60_000);

  it('relays an outbox event to Kafka after commit, and the integrations service delivers it as a webhook', async () => {
    receiver = await new Receiver(SECRET).start();
    const registered = await p.rest('POST', '/integrationhub/v1/webhooks', {
      token: tenant.admin.token,
      body: { url: receiver.url, events: ['payment.completed'], secret: SECRET },
    });
    expect(registered.status).toBe(201);
    const topUp = await p.rest('POST', '/auth/v1/wallet/top-up', {
      token: systemToken(tenant.tenantId),
      body: { userId: tenant.user.userId, amount: 42, reference: 'through kafka' },
    });
    expect(topUp.status).toBe(201);

    const [delivery] = await waitFor(
      () => receiver!.received.length > 0 && receiver!.received,
      20_000,
    );
    expect(delivery.signatureValid).toBe(true);
    expect(delivery.event).toMatchObject({
      type: 'platform.payment.completed.v1',
      source: 'urn:platform:wallet-svc',
      tenantid: tenant.tenantId,
    });
    expect(delivery.event.data).toMatchObject({ amount: 42, reference: 'through kafka' });
    const row = await p.prisma.outboxEvent.findUniqueOrThrow({ where: { id: delivery.event.id } });
    expect(row.publishedAt).not.toBeNull();
    // Handled once by the integrations group, and remembered for deduplication.
    expect(
      await p.prisma.processedEvent.count({
        where: { consumer: 'platform.integrations', eventId: delivery.event.id },
      }),
    ).toBe(1);
  }, 60_000);

  it('publishes an ad campaign to its documented topic: CloudEvents envelope, source platform.ads-svc, keyed by tenant', async () => {
    const campaign = await createCampaign(p, tenant.organizer.token);
    const messages = await rawMessages(kafka.brokers, 'platform.ads.campaign.created.v1', 1);
    const message = messages.find((m) => JSON.parse(m.value!.toString()).subject === campaign.id)!;
    expect(message.key?.toString()).toBe(tenant.tenantId);
    const envelope = JSON.parse(message.value!.toString());
    expect(envelope).toMatchObject({
      specversion: '1.0',
      id: expect.any(String),
      source: 'platform.ads-svc',
      type: 'platform.ads.campaign.created.v1',
      subject: campaign.id,
      time: expect.any(String),
      datacontenttype: 'application/json',
      tenantid: tenant.tenantId,
      data: { id: campaign.id, tenantId: tenant.tenantId, status: 'draft' },
    });
  });

  it('reports each consumer group, its counters and its lag at /health/events, and the outbox backlog of each service', async () => {
    const gateway = await p.rest('GET', '/health/events');
    expect(gateway.status).toBe(200);
    expect(gateway.body.bus).toMatchObject({
      kind: 'kafka',
      groupId: expect.stringMatching(/^platform\.gateway\./),
      // The topics the gateway's subscriptions follow (gateway/subscriptions/progress-kinds.ts: the
      // progress kinds and new notices) and the ended sessions it refuses the tokens of
      // (gateway/sessions/ended-sessions.ts), joined at start: a first subscriber never restarts the group.
      topics: [
        'platform.events.ticket_sales_changed.v1',
        'platform.identity.sessions_ended.v1',
        'platform.media.job.updated.v1',
        'platform.ml.training.progress.v1',
        'platform.notifications.notification_added.v1',
        'platform.reports.export.updated.v1',
      ],
      totalLag: expect.any(Number),
    });

    const integrations = p.platform.subgraphs
      .find((s) => s.name === 'integrations')!
      .url.replace(/\/graphql$/, '/health/events');
    const body = await waitFor(async () => {
      const res = await fetch(integrations);
      const json = (await res.json()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the answer field by field
      return json.bus.totalLag === 0 && json;
    });
    expect(body.bus).toMatchObject({
      kind: 'kafka',
      groupId: 'platform.integrations',
      consumer: { handled: expect.any(Number), deadLettered: 0 },
    });
    expect(body.bus.consumer.handled).toBeGreaterThan(0);
    expect(
      body.bus.lag.every((l: { committed: number; latest: number }) => l.committed <= l.latest),
    ).toBe(true);
    expect(body.outbox).toEqual({ pending: 0, oldestPendingAt: null });
  });
});
