import { randomUUID } from 'node:crypto';
import { gqlData, restData } from './answers';
import { freePort } from './free-port';
import { LoggedProcess, processEnv, templateCopy } from './logged-process';
import { waitFor } from './wait';

// SUBGRAPH_WORKERS=2 as real processes (lib/cluster.ts, scripts/start-subgraph.ts): identity as
// two workers behind one port, marketplace and ads named together without the setting (one
// process, a port each), one gateway in front of them; and WORKER_PROCESSES=2 media workers
// (scripts/start-worker.ts).
jest.setTimeout(240_000);

let database: Awaited<ReturnType<typeof templateCopy>>;
let identity: LoggedProcess;
let marketplace: LoggedProcess;
let gateway: LoggedProcess;
let mediaWorkers: LoggedProcess;
let base: string;
let adsHealth: string;
let token: string;

async function graphql(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await res.json(), headers: {} };
}

/**
 * Twenty reads of identity at once through the gateway, each its own document (the gateway sends
 * identical reads of one caller once): more connections to identity than one.
 */
async function readMeTwentyTimes(): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      graphql(`{ me${i}: me { id } }`, { authorization: `Bearer ${token}` }),
    ),
  );
  for (const [i, answer] of answers.entries()) expect(gqlData(answer)[`me${i}`].id).toBeTruthy();
}

beforeAll(async () => {
  database = await templateCopy();
  const [identityPort, marketplacePort, adsPort, gatewayPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env = await processEnv(database.url, {
    identity: identityPort,
    marketplace: marketplacePort,
    ads: adsPort,
  });
  adsHealth = `http://127.0.0.1:${adsPort}/health/ready`;
  identity = new LoggedProcess(['scripts/start-subgraph.ts', 'identity'], {
    ...env,
    SUBGRAPH_WORKERS: '2',
  });
  marketplace = new LoggedProcess(['scripts/start-subgraph.ts', 'marketplace,ads'], env);
  mediaWorkers = new LoggedProcess(['scripts/start-worker.ts'], { ...env, WORKER_PROCESSES: '2' });
  gateway = new LoggedProcess(['gateway/main.ts'], { ...env, PORT: String(gatewayPort) });
  base = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(
    () =>
      identity.count('subgraph listening') === 2 &&
      marketplace.count('subgraph listening') === 2 &&
      mediaWorkers.count('media worker running') === 2 &&
      gateway.count('gateway listening') === 1,
    200_000,
    () => JSON.stringify([...identity.lines, ...marketplace.lines, ...gateway.lines].slice(-20)),
  );
  const registered = await fetch(`${base}/auth/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `w-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct-horse-battery',
      name: 'Workers',
      tenantName: 'Workers',
    }),
  });
  const answer = { status: registered.status, body: await registered.json(), headers: {} };
  token = restData(answer, 201).accessToken;
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), mediaWorkers?.stop(), marketplace?.stop(), identity?.stop()]);
  await database?.drop();
});

describe('SUBGRAPH_WORKERS=2', () => {
  it('serves one subgraph port from two processes, through the gateway', async () => {
    expect(identity.count('identity cluster started')).toBe(1);
    const listening = identity.pids('subgraph listening');
    expect(listening).toHaveLength(2);
    expect(listening).not.toContain(identity.child.pid);
    await readMeTwentyTimes();
    // Log lines reach standard output in batches, within a second (lib/observability/logger.ts).
    const servedBy = await waitFor(
      () => identity.pids('request').length === 2 && identity.pids('request'),
      5_000,
    ).catch(() => identity.pids('request'));
    expect(servedBy.sort()).toEqual([...listening].sort());
  });

  it('starts a new worker when one dies, and keeps serving', async () => {
    process.kill(identity.pids('subgraph listening')[0], 'SIGKILL');
    await waitFor(
      () => identity.count('subgraph listening') === 3,
      120_000,
      () => JSON.stringify(identity.lines.slice(-10)),
    );
    await readMeTwentyTimes();
  });

  it('runs WORKER_PROCESSES media workers from one command', () => {
    expect(mediaWorkers.count('media-worker cluster started')).toBe(1);
    expect(mediaWorkers.pids('media worker running')).toHaveLength(2);
    expect(mediaWorkers.pids('media worker running')).not.toContain(mediaWorkers.child.pid);
  });

  it('runs subgraphs named together without the setting in one process, each on its own port', async () => {
    expect(marketplace.pids('subgraph listening')).toEqual([marketplace.child.pid]);
    expect(
      marketplace.lines.filter((line) => line.msg === 'subgraph listening').map((l) => l.service),
    ).toEqual(['marketplace', 'ads']);
    expect(marketplace.lines.some((line) => String(line.msg).includes('cluster'))).toBe(false);
    const listings = await graphql('{ listings(limit: 1) { nodes { id } } }', {
      authorization: `Bearer ${token}`,
    });
    expect(gqlData(listings).listings.nodes).toEqual(expect.any(Array));
    expect((await fetch(adsHealth)).status).toBe(200);
  });
});
