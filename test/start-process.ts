import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { waitFor } from './wait';
import { SUBGRAPHS } from '../lib/config';

const ROOT = resolve(__dirname, '..');
// Every subgraph's port too (from lib/config.ts), so no start falls back to a default another run holds.
const PORT_SETTINGS = [
  'PORT',
  'EMBEDDED_PG_PORT',
  // The development mail catcher of the notifications service (no SMTP_URL in tests).
  'MAIL_CATCHER_PORT',
  ...SUBGRAPHS.map(({ name }) => `${name.toUpperCase()}_PORT`),
];
// What the test run sets for itself and a real `npm start` does not have.
const NOT_INHERITED = [
  'DATABASE_URL',
  'TEST_DATABASE_SERVER_URL',
  'JWT_SECRET',
  'SUBGRAPH_SECRET',
  'KAFKA_BROKERS',
  'STORAGE_DIR',
  'LOG_LEVEL',
  'SMTP_URL',
  'MAIL_CATCHER_DIR',
];

export type Ports = Record<string, number>;

/** A free port for each setting of `npm start`, all different. */
export async function freePorts(): Promise<Ports> {
  const taken = new Set<number>();
  while (taken.size < PORT_SETTINGS.length) taken.add(await freePort());
  const ports = [...taken];
  return Object.fromEntries(PORT_SETTINGS.map((setting, i) => [setting, ports[i]])) as Ports;
}

/** `npm start` as a real child process, in its own process group (so the group can be killed). */
export class StartProcess {
  readonly child: ChildProcess;
  private out = '';
  readonly exited: Promise<number | null>;

  /**
   * `settings`: more environment variables of the start (a log level, poll intervals). `viaNpm`
   * runs the `npm start` command itself (npm, its script shell, then Node.js) instead of Node.js
   * with the script `npm start` names.
   */
  constructor(
    dataDir: string,
    ports: Ports,
    settings: Record<string, string> = {},
    viaNpm = false,
  ) {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir };
    for (const name of NOT_INHERITED) delete env[name];
    for (const [setting, port] of Object.entries(ports)) env[setting] = String(port);
    Object.assign(env, settings);
    const [program, args] = viaNpm
      ? ['npm', ['start']]
      : [process.execPath, ['--import', 'tsx', 'scripts/start.ts']];
    this.child = spawn(program, args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk) => (this.out += String(chunk)));
    this.child.stderr!.on('data', (chunk) => (this.out += String(chunk)));
    this.exited = new Promise((resolveExit) =>
      this.child.once('exit', (code) => resolveExit(code)),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  output(): string {
    return this.out;
  }

  running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves once the start printed its ready line; fails with its output when it exits first. */
  async ready(timeoutMs = 120_000): Promise<void> {
    await waitFor(
      () => {
        if (this.out.includes('Lanes platform ready')) return true;
        if (!this.running())
          throw new Error(
            `npm start exited (${this.child.exitCode}) before it was ready:\n${this.out}`,
          );
        return false;
      },
      timeoutMs,
      () => this.out,
    );
  }

  /** Ctrl-C in a terminal: SIGINT to every process of the foreground process group. */
  interrupt(): void {
    process.kill(-this.pid, 'SIGINT');
  }

  /** kill -9 of the Node.js process alone, or of its whole process group. */
  async kill(scope: 'node' | 'group'): Promise<void> {
    if (this.running()) process.kill(scope === 'group' ? -this.pid : this.pid, 'SIGKILL');
    await this.exited;
  }
}

/** The postmaster pid its data folder names, if any. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie has exited; only its parent has not collected it yet.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc: kill(0) is all we know
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** Everything a test started, stopped by pid afterwards, even when the test failed. */
export class Started {
  private readonly processes: StartProcess[] = [];
  private readonly dirs: string[] = [];

  dataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'lanes-start-'));
    this.dirs.push(dir);
    return dir;
  }

  start(
    dataDir: string,
    ports: Ports,
    settings: Record<string, string> = {},
    viaNpm = false,
  ): StartProcess {
    const started = new StartProcess(dataDir, ports, settings, viaNpm);
    this.processes.push(started);
    return started;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.kill('group')));
    for (const dir of this.dirs) {
      const pid = postmasterPid(dir);
      if (pid && isAlive(pid) && commandLine(pid).includes(dir)) process.kill(pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
