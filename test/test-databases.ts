import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** The migrated database test/global-setup.ts makes once per run, which each test database copies. */
export const TEMPLATE_DB = 'lanes_test_template';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_SERVER_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE_SERVER_URL is not set: run tests through jest (test/global-setup.ts)',
    );
  return url;
}

/** `url` with its database replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement (CREATE or DROP DATABASE) on a PostgreSQL server, by the URL of one of its databases. */
export async function onServer(server: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new database on the tests' server: a copy of the migrated template, or empty for a platform that migrates it itself. */
export async function createTestDatabase(
  from: 'template' | 'empty',
): Promise<{ name: string; url: string }> {
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  await onServer(
    serverUrl(),
    from === 'template'
      ? `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`
      : `CREATE DATABASE "${name}"`,
  );
  return { name, url: withDatabase(serverUrl(), name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await onServer(serverUrl(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
