import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { SUBGRAPHS, type SubgraphName } from '../lib/config';
import { freePort } from './free-port';

const ROOT = resolve(__dirname, '..');
import { TEMPLATE_DB } from './test-databases';

type Line = Record<string, unknown>;

/**
 * How a project command runs: under tsx from the sources, or with TEST_BUILD_DIR (a `dist/` built
 * from this checkout; `.ci/run` passes the image's) that build's JavaScript with plain node, which
 * is what ships and starts on half the CPU. A test's own scripts are not in a build.
 */
export function nodeArguments(args: string[]): string[] {
  const build = process.env.TEST_BUILD_DIR;
  const [script, ...rest] = args;
  if (!build || !script.endsWith('.ts') || script.startsWith('test/'))
    return ['--import', 'tsx', ...args];
  return [join(resolve(build), script.replace(/\.ts$/, '.js')), ...rest];
}

/**
 * One of the project's commands as a real process (`gateway/main.ts`,
 * `scripts/start-subgraph.ts identity`; see `nodeArguments`), in a process group of its own so
 * that stopping it stops a cluster's workers too; its JSON log lines are kept to be read
 * (`LOG_FORMAT=json`).
 */
export class LoggedProcess {
  readonly child: ChildProcess;
  readonly lines: Line[] = [];
  private rest = '';

  constructor(args: string[], env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, nodeArguments(args), {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const read = (chunk: Buffer) => {
      const text = this.rest + String(chunk);
      const parts = text.split('\n');
      this.rest = parts.pop()!;
      for (const part of parts) {
        try {
          this.lines.push(JSON.parse(part) as Line);
        } catch {
          this.lines.push({ text: part });
        }
      }
    };
    this.child.stdout!.on('data', read);
    this.child.stderr!.on('data', read);
  }

  count(msg: string): number {
    return this.lines.filter((line) => line.msg === msg).length;
  }

  /** The distinct pids of the lines with this message, in order of their first line. */
  pids(msg: string): number[] {
    return [
      ...new Set(this.lines.filter((line) => line.msg === msg).map((line) => line.pid as number)),
    ];
  }

  stop(): Promise<void> {
    return new Promise((done) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return done();
      this.child.once('exit', () => done());
      process.kill(-this.child.pid!, 'SIGTERM');
    });
  }
}

/**
 * A database of its own for a test file's processes, copied from the harness's migrated template
 * (test/global-setup.ts); `drop` removes it.
 */
export async function templateCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_SERVER_URL!;
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
  return {
    url: Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * The environment of such processes on `databaseUrl`: JSON logs at info, none of the test run's
 * settings that would change how they start (Kafka or another bus, a rate-limit store, process counts), and the
 * subgraphs of `reached` at their ports; every other subgraph's URL points at a closed port.
 */
export async function processEnv(
  databaseUrl: string,
  reached: Partial<Record<SubgraphName, number>>,
): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  };
  for (const name of [
    'LOG_FILE',
    'KAFKA_BROKERS',
    'EVENT_BUS',
    'RATE_LIMIT_STORE',
    'HOST',
    'GATEWAY_WORKERS',
  ])
    delete env[name];
  delete env.SUBGRAPH_WORKERS;
  const closed = await freePort();
  for (const { name } of SUBGRAPHS) {
    const port = reached[name] ?? closed;
    delete env[`${name.toUpperCase()}_WORKERS`];
    env[`${name.toUpperCase()}_PORT`] = String(port);
    env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}/graphql`;
  }
  return env;
}

/** A JSON request to a process the test started; the answer's status and body. */
export async function jsonCall(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the answer field by field
}
