import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';

const ROOT = join(__dirname, '..');

function logFile(name: string): 'ignore' | number {
  const dir = process.env.BENCH_LOG_DIR;
  if (!dir) return 'ignore';
  mkdirSync(dir, { recursive: true });
  return openSync(join(dir, `${name}.log`), 'a');
}

/** BENCH_PROFILE=gateway (or several: gateway,media) writes a V8 CPU profile of each process named so into .data/profiles. */
export function profileFlags(name: string): string[] {
  return (process.env.BENCH_PROFILE ?? '').split(',').includes(name) ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, '.data', 'profiles')}`] : [];
}

/** Starts one of the project's own commands in a child process with its own environment. */
export function startProcess(name: string, script: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...profileFlags(name), '--import', 'tsx', join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // Standard output (one JSON log line per request) goes nowhere: a pipe nobody reads fills up,
    // and then the process blocks on its next log line, or on the flush at exit (a hung stop).
    // BENCH_LOG_DIR keeps each process's log in a file there instead.
    stdio: ['ignore', logFile(name), 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

/**
 * Waits for `url` to answer 200. `BENCH_READY_TIMEOUT_MS` gives a loaded machine longer than the
 * default 120 s; a watched process that exits first (a port taken meanwhile, say) fails it at once.
 */
export async function waitReady(url: string, watched?: ChildProcess, timeoutMs = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 120_000)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (watched && (watched.exitCode !== null || watched.signalCode !== null)) throw new Error(`${watched.spawnargs.slice(-1)[0]} exited before ${url} became ready`);
    try {
      const res = await request(url);
      await res.body.dump();
      if (res.statusCode === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

/** How long a process may take to stop on SIGTERM before it is killed (and named as having hung). */
const STOP_GRACE_MS = 15_000;

export function stopAll(children: ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => {
            console.error(`process ${child.spawnargs.slice(-1)[0]} (pid ${child.pid}) did not stop ${STOP_GRACE_MS / 1000} s after SIGTERM: killed`);
            child.kill('SIGKILL');
          }, STOP_GRACE_MS);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}
