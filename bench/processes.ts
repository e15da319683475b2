import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';

const ROOT = join(__dirname, '..');

const PEERS_OUT = join(ROOT, '.data', 'bench-build');
let projectBuilt = false;
let peersBuilt = false;

/**
 * Where the compiled project is: BENCH_BUILD_DIR, a folder holding `dist/` and its production
 * `node_modules/` as the image does (`.ci/run` hands the build its compiled suites ran against),
 * or this checkout's `dist/`, built by `npm run build` on first use.
 */
function projectBuild(): string {
  const given = process.env.BENCH_BUILD_DIR;
  if (given) return given;
  if (!projectBuilt) {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    projectBuilt = true;
  }
  return ROOT;
}

/** The benchmark's peers (bench/peers/), compiled by tsc into .data/bench-build on first use. */
function peersBuild(): string {
  if (!peersBuilt) {
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
        '-p',
        join(ROOT, 'bench', 'tsconfig.peers.json'),
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    peersBuilt = true;
  }
  return PEERS_OUT;
}

/**
 * BENCH_COMPILED=1 runs every process as production does, without tsx: the project's commands
 * compiled (projectBuild: dist/, as the Dockerfile runs them) and the benchmark's peers compiled
 * (peersBuild), so no process carries tsx's loader, its transpiled sources and their source maps
 * (a hundred MiB of the gateway's resident memory). Answers the command line that runs `script`.
 */
function command(script: string): { argv: string[]; env: Record<string, string> } {
  if (process.env.BENCH_COMPILED !== '1')
    return { argv: ['--import', 'tsx', join(ROOT, script)], env: {} };
  const js = script.replace(/\.ts$/, '.js');
  // A peer's compiled lib/config would look for the supergraph beside itself: it is given the project's.
  if (script.startsWith('bench/'))
    return {
      argv: [join(peersBuild(), js)],
      env: { SUPERGRAPH_PATH: join(ROOT, 'schema', 'supergraph.graphql') },
    };
  return { argv: [join(projectBuild(), 'dist', js)], env: {} };
}

function logFile(name: string): 'ignore' | number {
  const dir = process.env.BENCH_LOG_DIR;
  if (!dir) return 'ignore';
  mkdirSync(dir, { recursive: true });
  return openSync(join(dir, `${name}.log`), 'a');
}

/** BENCH_PROFILE=gateway (or several: gateway,media) writes a V8 CPU profile of each process named so into .data/profiles. */
export function profileFlags(name: string): string[] {
  return (process.env.BENCH_PROFILE ?? '').split(',').includes(name)
    ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, '.data', 'profiles')}`]
    : [];
}

/** Starts one of the project's own commands in a child process with its own environment. */
export function startProcess(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const run = command(script);
  const child = spawn(process.execPath, [...profileFlags(name), ...run.argv, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, ...run.env },
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
export async function waitReady(
  url: string,
  watched?: ChildProcess,
  timeoutMs = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 120_000),
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (watched && (watched.exitCode !== null || watched.signalCode !== null))
      throw new Error(`${watched.spawnargs.slice(-1)[0]} exited before ${url} became ready`);
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
            console.error(
              `process ${child.spawnargs.slice(-1)[0]} (pid ${child.pid}) did not stop ${STOP_GRACE_MS / 1000} s after SIGTERM: killed`,
            );
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
