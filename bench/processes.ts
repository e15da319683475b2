import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { request } from 'undici';

const ROOT = join(__dirname, '..');

/** Starts one of the project's own commands in a child process with its own environment. */
export function startProcess(name: string, script: string, args: string[], env: Record<string, string>): ChildProcess {
  // BENCH_PROFILE=gateway writes a V8 CPU profile of that process into .data/profiles.
  const profile = process.env.BENCH_PROFILE === name ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, '.data', 'profiles')}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

/** `BENCH_READY_TIMEOUT_MS` gives a loaded machine longer than the default 120 s to start every process. */
export async function waitReady(url: string, timeoutMs = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 120_000)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
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

export function stopAll(children: ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}
