import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Client } from 'pg';

const ROOT = resolve(__dirname, '..');
const TEMPLATE_DB = 'lanes_test_template';

type Line = Record<string, unknown>;

/**
 * One of the project's commands (`gateway/main.ts`, `scripts/start-subgraph.ts`) as a child
 * process in its own process group, its JSON log lines kept for the test to read.
 */
export class LoggedProcess {
  readonly child: ChildProcess;
  readonly lines: Line[] = [];
  private rest = '';

  constructor(args: string[], env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, ['--import', 'tsx', ...args], {
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

  stop(): Promise<void> {
    return new Promise((done) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return done();
      this.child.once('exit', () => done());
      process.kill(-this.child.pid!, 'SIGTERM');
    });
  }
}

/** A database of its own for processes a test starts, copied from the migrated template; `drop` removes it. */
export async function templateCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_SERVER_URL!;
  const database = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE "${database}" TEMPLATE "${TEMPLATE_DB}"`);
  return {
    url: Object.assign(new URL(server), { pathname: `/${database}` }).toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  };
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
