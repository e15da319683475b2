import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../prisma/seed';
import { freePorts, isAlive, postmasterPid, Started, type Ports } from './start-process';
import { waitFor } from './wait';

// Real `npm start` processes, really killed: each start takes seconds (the first one also initdb).
jest.setTimeout(240_000);

const started = new Started();
afterAll(() => started.stopAll());

async function assertServes(ports: Ports): Promise<void> {
  const base = `http://127.0.0.1:${ports.PORT}`;
  expect((await fetch(`${base}/health/ready`)).status).toBe(200);
  const login = await fetch(`${base}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@demo.test', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const me = await fetch(`${base}/auth/v1/me`, {
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  expect(((await me.json()) as { data: { email: string } }).data.email).toBe('buyer@demo.test');
}

/** The postmaster's own processes (backends, checkpointer, ...), which a group kill does not reach. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('npm start after a crash', () => {
  let dataDir: string;
  let ports: Ports;

  beforeAll(async () => {
    dataDir = started.dataDir();
    ports = await freePorts();
  });

  it('after kill -9 of the Node.js process alone, stops the orphaned PostgreSQL and becomes ready', async () => {
    // What a first start killed at the wrong moment by an older version could leave behind.
    writeFileSync(join(dataDir, 'jwt-secret'), '');
    const killedInitdb = join(dataDir, `pg.init-${spawnSync('true').pid}`);
    mkdirSync(join(killedInitdb, 'base'), { recursive: true });
    const first = started.start(dataDir, ports);
    await first.ready();
    expect(existsSync(killedInitdb)).toBe(false);
    await assertServes(ports); // tokens need the development secret, made on first use
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThan(40);
    const orphan = postmasterPid(dataDir)!;

    await first.kill('node');
    expect(isAlive(orphan)).toBe(true); // the bug's starting point: the server outlives its parent

    const second = started.start(dataDir, ports);
    await second.ready();
    expect(second.output()).toContain(
      `PostgreSQL (pid ${orphan}) was left running by an earlier start that ended abruptly; stopping it`,
    );
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    await assertServes(ports);

    // Node.js and every PostgreSQL process killed at once: the lock file stays behind. The
    // postmaster runs in a session of its own, out of the start's process group, so it is killed by pid.
    const postmaster = postmasterPid(dataDir)!;
    const serverProcesses = childrenOf(postmaster);
    await second.kill('group');
    for (const pid of [postmaster, ...serverProcesses])
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await waitFor(() => !isAlive(postmaster), 5_000);
    expect(postmasterPid(dataDir)).toBe(postmaster);

    const third = started.start(dataDir, ports);
    await third.ready();
    await assertServes(ports);

    // A second start on the same data folder leaves the running one alone and says who has it.
    const intruder = started.start(dataDir, { ...ports, PORT: (await freePorts()).PORT });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`is in use by a running process (pid ${third.pid}`);
    await assertServes(ports);
  });

  it('names the port and its setting when EMBEDDED_PG_PORT or a service port is taken, leaving nothing running', async () => {
    const fresh = await freePorts();
    const blocker = await occupy(fresh.EMBEDDED_PG_PORT);
    try {
      const start = started.start(started.dataDir(), fresh);
      expect(await start.exited).toBe(1);
      expect(start.output()).toContain(
        `Start failed: port ${fresh.EMBEDDED_PG_PORT} (EMBEDDED_PG_PORT) of the embedded PostgreSQL is in use by another process`,
      );
    } finally {
      blocker.close();
    }

    const own = started.dataDir();
    const serviceBlocker = await occupy(fresh.MARKETPLACE_PORT);
    try {
      const start = started.start(own, fresh);
      expect(await start.exited).toBe(1);
      expect(start.output()).toContain(
        `Start failed: port ${fresh.MARKETPLACE_PORT} (MARKETPLACE_PORT) is in use by another process`,
      );
      // The database it had started was stopped cleanly before the exit.
      expect(postmasterPid(own)).toBeUndefined();
    } finally {
      serviceBlocker.close();
    }
  });
});
