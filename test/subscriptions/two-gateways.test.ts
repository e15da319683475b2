import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { Client as PgClient } from 'pg';
import { systemToken, TEST_PASSWORD } from '../accounts';
import { freePorts } from '../free-port';
import { jsonCall, LoggedProcess, processEnv, templateCopy } from '../logged-process';
import { waitFor } from '../wait';
import { connect, Recording } from './ws-client';

// The "Done when": two gateway processes (gateway/main.ts each) on one database, no Kafka:
// every dashboard on either gateway hears every event of a job created through the other, through
// the PostgreSQL event bus (docs/event-bus.md, "PostgreSQL bus").
jest.setTimeout(300_000);

let database: Awaited<ReturnType<typeof templateCopy>>;
const started: LoggedProcess[] = [];
const clients: Client[] = [];
const storageDir = mkdtempSync(join(tmpdir(), 'lanes-two-gateways-'));
let gateways: string[];
let start: (args: string[], more: NodeJS.ProcessEnv) => LoggedProcess;

beforeAll(async () => {
  database = await templateCopy();
  const [identityPort, mediaPort, gatewayA, gatewayB] = await freePorts(4);
  // Only identity (credits) and media take part; the other subgraphs' URLs point at a closed port.
  const env = {
    ...(await processEnv(database.url, { identity: identityPort, media: mediaPort })),
    STORAGE_DIR: storageDir,
    MEDIA_WORKER_POLL_MS: '200',
  };
  start = (args: string[], more: NodeJS.ProcessEnv) => {
    const made = new LoggedProcess(args, { ...env, ...more });
    started.push(made);
    return made;
  };
  const services = [
    start(['scripts/start-subgraph.ts', 'identity'], {}),
    start(['scripts/start-subgraph.ts', 'media'], {}),
  ];
  const worker = start(['scripts/start-worker.ts'], {});
  const fronts = [gatewayA, gatewayB].map((port) =>
    start(['gateway/main.ts'], { PORT: `${port}` }),
  );
  gateways = [gatewayA, gatewayB].map((port) => `http://127.0.0.1:${port}`);
  await waitFor(
    () =>
      services.every((s) => s.count('subgraph listening') === 1) &&
      fronts.every((g) => g.count('gateway listening') === 1) &&
      worker.count('media worker running') === 1,
    240_000,
    () => JSON.stringify(started.flatMap((s) => s.lines).slice(-20)),
  );
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  for (const process of started.reverse()) await process.stop();
  await database?.drop();
  rmSync(storageDir, { recursive: true, force: true });
});

/** A user of a new tenant who can pay for jobs (enterprise plan, credits), registered through `base`. */
async function payingUser(base: string): Promise<{ token: string }> {
  const admin = await jsonCall(base, 'POST', '/auth/v1/register', {
    email: `a-${randomUUID().slice(0, 8)}@example.test`,
    password: TEST_PASSWORD,
    name: 'Admin',
    tenantName: 'Two gateways',
  });
  expect(admin.status).toBe(201);
  const system = { authorization: `Bearer ${systemToken(admin.body.data.tenant.id)}` };
  const email = `u-${randomUUID().slice(0, 8)}@example.test`;
  const added = await jsonCall(
    base,
    'POST',
    '/auth/v1/users',
    { email, password: TEST_PASSWORD, name: 'User', roles: ['user'], planTier: 'enterprise' },
    system,
  );
  expect(added.status).toBe(201);
  const topUp = await jsonCall(
    base,
    'POST',
    '/auth/v1/wallet/top-up',
    { userId: added.body.data.id, amount: 500, reference: 'two gateways' },
    system,
  );
  expect(topUp.status).toBe(201);
  const login = await jsonCall(base, 'POST', '/auth/v1/login', { email, password: TEST_PASSWORD });
  return { token: login.body.data.accessToken };
}

const createJob = async (base: string, token: string): Promise<string> => {
  const created = await jsonCall(
    base,
    'POST',
    '/media/v1/images/generate',
    { prompt: 'a lighthouse at dusk', width: 256, height: 256 },
    { authorization: `Bearer ${token}` },
  );
  expect(created.status).toBe(202);
  return created.body.data.jobId as string;
};

const UPDATED = 'subscription { jobUpdated { id status progress } }';
const PROGRESS = 'subscription($id: ID!) { jobProgress(jobId: $id) { id status progress } }';

/** The job's events as the bus's log holds them, in order: what every dashboard must hear. */
async function loggedEvents(jobId: string): Promise<string[]> {
  const db = new PgClient({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query<{ status: string; progress: number }>(
    `SELECT body->'data'->>'status' AS status, (body->'data'->>'progress')::int AS progress
     FROM platform.bus_events WHERE type = 'media.job.updated' AND body->'data'->>'jobId' = $1
     ORDER BY seq`,
    [jobId],
  );
  await db.end();
  return rows.map((row) => `${row.status} ${row.progress}`);
}

describe('two gateways on one database, without Kafka', () => {
  it('lets every dashboard on either gateway hear every event of a job created through the other', async () => {
    const [a, b] = gateways;
    const user = await payingUser(a);
    // Two dashboards on each gateway. A first job registers them: a jobProgress answers the
    // job's state at once, and a socket's subscriptions are registered in order.
    const first = await createJob(b, user.token);
    const dashboards = [a, a, b, b].map((base) => {
      const client = connect({ url: base }, user.token);
      clients.push(client);
      const updates = new Recording(client, UPDATED);
      const registered = new Recording(client, PROGRESS, { id: first });
      return { base, updates, registered };
    });
    await Promise.all(dashboards.map((d) => d.registered.until((r) => r.results.length > 0)));

    // Created through gateway A; the media subgraph and the worker publish its events.
    const job = await createJob(a, user.token);
    const followers = [a, b].map((base) => {
      const client = connect({ url: base }, user.token);
      clients.push(client);
      return new Recording(client, PROGRESS, { id: job });
    });
    const heard = (r: Recording) =>
      r.results
        .map((x) => x.data.jobUpdated)
        .filter((j) => j.id === job)
        .map((j) => `${j.status} ${j.progress}`);
    await Promise.all(
      dashboards.map((d) => d.updates.until((r) => heard(r).includes('completed 100'), 60_000)),
    );
    await Promise.all(followers.map((f) => f.until((r) => r.completed, 60_000)));

    const logged = await loggedEvents(job);
    expect(logged[0]).toBe('queued 0');
    expect(logged[logged.length - 1]).toBe('completed 100');
    for (const d of dashboards) expect(heard(d.updates)).toEqual(logged);
    for (const f of followers)
      expect(f.results[f.results.length - 1].data.jobProgress).toMatchObject({
        id: job,
        status: 'completed',
        progress: 100,
      });
    // Each gateway reports the PostgreSQL bus it hears them on.
    for (const base of gateways)
      expect((await jsonCall(base, 'GET', '/health/events')).body).toMatchObject({
        bus: { kind: 'postgres', reader: 'instance' },
      });
  });
});

describe('a session ended through one gateway', () => {
  it('is refused by the other gateway at once, and by a gateway started after it ended', async () => {
    const [a, b] = gateways;
    const email = `s-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await jsonCall(a, 'POST', '/auth/v1/register', {
      email,
      password: TEST_PASSWORD,
      name: 'Session',
      tenantName: 'Two gateways',
    });
    expect(registered.status).toBe(201);
    const { accessToken, refreshToken } = registered.body.data;
    const me = (base: string) =>
      jsonCall(base, 'GET', '/auth/v1/me', undefined, { authorization: `Bearer ${accessToken}` });
    expect((await me(b)).status).toBe(200);

    const out = await fetch(`${a}/auth/v1/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(out.status).toBe(204);
    expect((await me(a)).status).toBe(401);
    // Gateway B hears identity's event on the PostgreSQL bus as A does.
    await waitFor(async () => (await me(b)).status === 401, 2000);

    // A gateway that starts now reads the sessions ended before it listened.
    const [port] = await freePorts(1);
    const late = start(['gateway/main.ts'], { PORT: `${port}` });
    await waitFor(
      () => late.count('gateway listening') === 1,
      120_000,
      () => JSON.stringify(late.lines.slice(-10)),
    );
    const refused = await me(`http://127.0.0.1:${port}`);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('This session has ended: sign in again');
  });
});
