import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { SUBGRAPHS } from '../../lib/config';
import { freePort, freePorts } from '../free-port';
import { waitFor } from '../wait';

// A real build (tsc, without the type check `npm run typecheck` does) and a real start of its output.
jest.setTimeout(240_000);

const ROOT = resolve(__dirname, '..', '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Runs a compiled script with plain `node`: no tsx hook, not even one inherited through NODE_OPTIONS. */
function nodeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...extra };
  // Logs as JSON lines on stdout (not to a LOG_FILE the test run may set), which the test reads.
  for (const name of [
    'NODE_OPTIONS',
    'HOST',
    'KAFKA_BROKERS',
    'TEST_DATABASE_SERVER_URL',
    'LOG_FILE',
    'LOG_FORMAT',
  ])
    delete env[name];
  // A child of a jest worker would otherwise be silent (lib/observability/logger.ts).
  env.LOG_LEVEL = 'info';
  return env;
}

async function graphql(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller reads the answer field by field
): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** A compiled script run with plain node in its own process group, stopped by pid. */
class Compiled {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  private out = '';

  constructor(outDir: string, script: string, args: string[], env: NodeJS.ProcessEnv) {
    // cwd is the build itself: nothing may be read from the sources beside it.
    this.child = spawn(process.execPath, [join(outDir, script), ...args], {
      cwd: outDir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk) => (this.out += String(chunk)));
    this.child.stderr!.on('data', (chunk) => (this.out += String(chunk)));
    this.exited = new Promise((done) => this.child.once('exit', (code) => done(code)));
  }

  output(): string {
    return this.out;
  }

  running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves once the process printed `line`; fails with its output when it exits first. */
  ready(line: string): Promise<boolean> {
    return waitFor(
      () => {
        if (this.out.includes(line)) return true;
        if (!this.running())
          throw new Error(
            `${this.child.spawnargs.join(' ')} exited (${this.child.exitCode}):\n${this.out}`,
          );
        return false;
      },
      150_000,
      () => this.out,
    );
  }

  /** SIGTERM, as `docker stop` sends; resolves with the exit code. */
  stop(): Promise<number | null> {
    if (this.running()) process.kill(-this.child.pid!, 'SIGTERM');
    return this.exited;
  }
}

describe('npm run build', () => {
  // A build of this checkout made already (TEST_BUILD_DIR: `.ci/run` hands over the image's dist/,
  // beside its production dependencies), or one made here inside the checkout, as dist/ is in the
  // image: either way the compiled code finds node_modules above it.
  const givenBuild = process.env.TEST_BUILD_DIR;
  const outDir = givenBuild ?? mkdtempSync(join(ROOT, '.build-test-'));
  const workDir = mkdtempSync(join(tmpdir(), 'lanes-compiled-'));
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL!;
  const database = `t_build_${randomUUID().replace(/-/g, '')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const started: Compiled[] = [];
  const run = (script: string, args: string[], env: NodeJS.ProcessEnv) => {
    const compiled = new Compiled(outDir, script, args, env);
    started.push(compiled);
    return compiled;
  };

  beforeAll(async () => {
    if (!givenBuild)
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/build.ts', outDir, '--no-check'],
        {
          cwd: ROOT,
          stdio: 'pipe',
        },
      );
    // An empty database, not the migrated template: the compiled migrations must find their SQL.
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
  });

  afterAll(async () => {
    for (const compiled of started)
      if (compiled.running()) process.kill(-compiled.child.pid!, 'SIGKILL');
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
    if (!givenBuild) rmSync(outDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  it('writes JavaScript and the files read at run time, and no TypeScript', () => {
    const files = filesUnder(outDir).map((file) => file.slice(outDir.length + 1));
    expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);
    expect(files.filter((file) => /(^|\/)test\//.test(file))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/start.js',
        'scripts/start-subgraph.js',
        'scripts/start-worker.js',
        'scripts/migrate.js',
        'scripts/seed.js',
        'gateway/main.js',
        'lib/db/generated/client.js',
        'schema/supergraph.graphql',
        // The account pages, served in production (gateway/account-pages/routes.ts).
        'gateway/account-pages/verify-email.html',
        'gateway/account-pages/reset-password.html',
        'gateway/account-pages/accept-invitation.html',
        'gateway/account-pages/account-page.js',
        'gateway/account-pages/account.css',
      ]),
    );
    // Every subgraph folder, found by walking (a new one needs no change to the build), brings its schema parts.
    for (const { name } of SUBGRAPHS) {
      const sources = filesUnder(join(ROOT, 'subgraphs', name)).filter(
        (file) => file.endsWith('.graphql') && !file.includes('/test/'),
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const file of sources)
        expect(readFileSync(join(outDir, file.slice(ROOT.length + 1)), 'utf8')).toBe(
          readFileSync(file, 'utf8'),
        );
    }
    const migrations = readdirSync(join(ROOT, 'prisma', 'migrations')).filter(
      (entry) => !entry.includes('.'),
    );
    for (const name of migrations)
      expect(files).toContain(`prisma/migrations/${name}/migration.sql`);
    const requiresTsx = files.filter(
      (file) =>
        file.endsWith('.js') &&
        /require\("tsx|from "tsx|\.ts"\)/.test(readFileSync(join(outDir, file), 'utf8')),
    );
    expect(requiresTsx).toEqual([]);
  });

  it('starts with plain node, migrates an empty database, answers GraphQL through the gateway and stops on SIGTERM', async () => {
    const ports: Record<string, string> = { PORT: String(await freePort()) };
    for (const { name } of SUBGRAPHS)
      ports[`${name.toUpperCase()}_PORT`] = String(await freePort());
    const env = nodeEnv({
      ...ports,
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(workDir, 'data'),
      STORAGE_DIR: join(workDir, 'files'),
    });
    const platform = run('scripts/start.js', [], env);
    // The start prints its ready lines in more than one write: wait for the one read below.
    await platform.ready('migrations applied now');
    const migrations = readdirSync(join(ROOT, 'prisma', 'migrations')).filter(
      (entry) => !entry.includes('.'),
    ).length;
    expect(platform.output()).toContain(`migrations applied now: ${migrations}`);

    const base = `http://127.0.0.1:${ports.PORT}`;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    // Production serves the pages the account mails link to, from the build's own files.
    const accountPage = await fetch(`${base}/account/reset-password?token=t`);
    expect(accountPage.status).toBe(200);
    expect(await accountPage.text()).toContain('/account/assets/account-page.js');
    const email = `compiled-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await graphql(
      base,
      'mutation ($input: RegisterInput!) { register(input: $input) { accessToken tenant { name } } }',
      {
        input: {
          email,
          password: 'compiled-build-pw-1',
          name: 'Compiled',
          tenantName: 'Compiled build',
        },
      },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data.register.tenant.name).toBe('Compiled build');
    const me = await graphql(
      base,
      'query { me { email } }',
      {},
      registered.data.register.accessToken,
    );
    expect(me).toEqual({ data: { me: { email } } });

    expect(await platform.stop()).toBe(0);

    // The compiled migrate finds the same migrations, all applied now.
    const migrate = execFileSync(process.execPath, [join(outDir, 'scripts', 'migrate.js')], {
      cwd: outDir,
      env,
      encoding: 'utf8',
    });
    expect(migrate).toContain(`applied 0 (none); already applied ${migrations}`);
  });

  it('runs the distributed layout of docker-compose.yml: a subgraph, a worker and the gateway, each its own node process', async () => {
    // Ports found free may be taken by another test file's process before these bind them: the
    // layout then starts again once on new ports (as test/platform-process.ts does).
    const startLayout = async () => {
      const [identityPort, workerPort, gatewayPort, closedPort] = await freePorts(4);
      const identityUrl = `http://127.0.0.1:${identityPort}/graphql`;
      // The other subgraphs are not started: their URLs lead to a closed port, never to a service of this machine.
      const elsewhere = Object.fromEntries(
        SUBGRAPHS.map(({ name }) => [
          `${name.toUpperCase()}_URL`,
          `http://127.0.0.1:${closedPort}/graphql`,
        ]),
      );
      const env = nodeEnv({
        ...elsewhere,
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(workDir, 'data'),
        STORAGE_DIR: join(workDir, 'files'),
        IDENTITY_PORT: String(identityPort),
        IDENTITY_URL: identityUrl,
      });
      const identity = run('scripts/start-subgraph.js', ['identity'], env);
      const worker = run('scripts/start-worker.js', [], {
        ...env,
        WORKER_HEALTH_PORT: String(workerPort),
        MEDIA_PROVIDERS: 'local',
      });
      const gateway = run('gateway/main.js', [], { ...env, PORT: String(gatewayPort) });
      try {
        await Promise.all([
          identity.ready('"msg":"subgraph listening"'),
          worker.ready('"msg":"media worker running"'),
          gateway.ready('"msg":"gateway listening"'),
        ]);
      } catch (error) {
        for (const child of [identity, worker, gateway])
          if (child.running()) process.kill(-child.child.pid!, 'SIGKILL');
        throw error;
      }
      return { identityPort, workerPort, gatewayPort, identity, worker, gateway };
    };
    const { identityPort, workerPort, gatewayPort, identity, worker, gateway } =
      await startLayout().catch((error: unknown) => {
        if (!/is in use by another process/.test(String(error))) throw error;
        return startLayout();
      });

    expect((await fetch(`http://127.0.0.1:${identityPort}/health/ready`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${workerPort}/health/ready`)).status).toBe(200);
    const base = `http://127.0.0.1:${gatewayPort}`;
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const email = `distributed-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await graphql(
      base,
      'mutation ($input: RegisterInput!) { register(input: $input) { accessToken } }',
      {
        input: {
          email,
          password: 'compiled-build-pw-2',
          name: 'Distributed',
          tenantName: 'Distributed build',
        },
      },
    );
    expect(registered.errors).toBeUndefined();
    expect(
      await graphql(base, 'query { me { email } }', {}, registered.data.register.accessToken),
    ).toEqual({ data: { me: { email } } });

    expect(await Promise.all([gateway.stop(), worker.stop(), identity.stop()])).toEqual([0, 0, 0]);
  });
});
