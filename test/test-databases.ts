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

async function onServer(sql: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl() });
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
    from === 'template'
      ? `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`
      : `CREATE DATABASE "${name}"`,
  );
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
