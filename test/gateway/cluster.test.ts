import { randomUUID } from 'node:crypto';
import { freePort } from '../free-port';
import { jsonCall, LoggedProcess, processEnv, templateCopy } from '../logged-process';
import { waitFor } from '../wait';

// GATEWAY_WORKERS=2 as real processes (gateway/cluster.ts) in front of a real identity subgraph.
jest.setTimeout(240_000);

let database: Awaited<ReturnType<typeof templateCopy>>;
let identity: LoggedProcess;
let gateway: LoggedProcess;
let base: string;
let startGateway: () => Promise<void>;

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  jsonCall(base, method, path, body, headers);

beforeAll(async () => {
  database = await templateCopy();
  const [identityPort, gatewayPort] = [await freePort(), await freePort()];
  const env = await processEnv(database.url, { identity: identityPort });
  identity = new LoggedProcess(['scripts/start-subgraph.ts', 'identity'], env);
  startGateway = async () => {
    gateway = new LoggedProcess(['gateway/main.ts'], {
      ...env,
      PORT: String(gatewayPort),
      GATEWAY_WORKERS: '2',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '8',
      // Requests with X-Forwarded-For speak from addresses of their own; the others from the TCP peer.
      TRUSTED_PROXIES: '1',
    });
    await waitFor(
      () => identity.count('subgraph listening') === 1 && gateway.count('gateway listening') === 2,
      200_000,
      () => JSON.stringify([...identity.lines, ...gateway.lines].slice(-20)),
    );
  };
  base = `http://127.0.0.1:${gatewayPort}`;
  await startGateway();
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), identity?.stop()]);
  await database?.drop();
});

describe('GATEWAY_WORKERS=2', () => {
  it('serves one port from two processes, with one rate limit and one set of idempotency keys', async () => {
    // A fixed one-minute window: start well inside one, so the count is not cut in two.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((done) => setTimeout(done, 60_500 - intoMinute));
    const registered = await call('POST', '/auth/v1/register', {
      email: `c-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct-horse-battery',
      name: 'Cluster',
      tenantName: 'Cluster',
    });
    expect(registered.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await call('POST', '/graphql', { query: '{ __typename }' })).status);
      // The shared counts reach PostgreSQL every 100 ms (gateway/rate-limit/limiter.ts).
      await new Promise((done) => setTimeout(done, 200));
    }
    // Eight anonymous requests a minute in all: the registration and seven probes, wherever they ran.
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.slice(7)).toEqual([429, 429, 429]);

    const token = registered.body.data.accessToken as string;
    const key = randomUUID();
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': key };
    const first = await call('POST', '/auth/v1/teams', { name: 'Once' }, headers);
    const second = await call('POST', '/auth/v1/teams', { name: 'Once' }, headers);
    expect(first.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);

    const servedBy = new Set(
      gateway.lines.filter((line) => line.msg === 'request').map((line) => line.pid),
    );
    expect(servedBy.size).toBe(2);
  });

  it('starts a new worker when one dies, and keeps serving', async () => {
    process.kill(gateway.pids('gateway listening')[0], 'SIGKILL');
    await waitFor(
      () => gateway.count('gateway listening') === 3,
      120_000,
      () => JSON.stringify(gateway.lines.slice(-10)),
    );
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });

  it('knows after a restart the addresses an account signed in from, and the failures from others', async () => {
    const email = `k-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'correct-horse-battery';
    const from = (address: string) => ({ 'x-forwarded-for': address });
    let next = 0;
    const login = (secret: string, address = `198.51.100.${++next}`) =>
      call('POST', '/auth/v1/login', { email, password: secret }, from(address));
    const home = '203.0.113.10';
    // The failures are counted in windows of the clock's minutes (gateway/rate-limit/login-failures.ts):
    // the failures and the restart fall in one minute, so the minute's count is what the new
    // processes must know, not one a boundary in between emptied (seen on a busy machine).
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 45_000)
      await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 50));
    expect(
      (
        await call(
          'POST',
          '/auth/v1/register',
          { email, password, name: 'Known', tenantName: 'Known' },
          from(home),
        )
      ).status,
    ).toBe(201);
    expect((await login(password, home)).status).toBe(200);
    // Failures from new addresses until the account refuses them (5 a minute by default, or
    // twice that when a minute boundary falls among them: the quarter hour then stops them).
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 12)
      statuses.push((await login('not-the-password')).status);
    expect(statuses.slice(-1)).toEqual([429]);

    // Every process of the gateway stops; new ones know the address and the failures.
    await gateway.stop();
    await startGateway();
    expect((await login(password, home)).status).toBe(200);
    expect((await login(password)).status).toBe(429);
  });
});
