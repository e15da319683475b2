import { Client } from 'pg';
import { createPrisma } from '../lib/db/prisma';
import { listMigrations, migrate } from '../lib/db/migrate';
import { withFreshDatabase } from './fresh-database';

interface RuntimeModel {
  dbName: string | null;
  schema: string | null;
  fields: { name: string; kind: string; dbName?: string }[];
}

describe('migration runner', () => {
  it('applies each migration once, records it like Prisma does, and skips it the next time', async () => {
    await withFreshDatabase(async (url) => {
      const first = await migrate(url);
      expect(first.applied).toEqual(listMigrations().map((m) => m.name));
      const second = await migrate(url);
      expect(second).toEqual({ applied: [], skipped: first.applied });
      const client = new Client({ connectionString: url });
      await client.connect();
      const rows = await client.query(
        'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"',
      );
      await client.end();
      expect(rows.rows.map((r) => r.migration_name)).toEqual(first.applied);
      expect(rows.rows.every((r) => r.checksum.length === 64 && r.finished_at)).toBe(true);
    });
  });

  it('lets concurrent starts apply the migrations exactly once', async () => {
    await withFreshDatabase(async (url) => {
      const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
      expect(results.flatMap((r) => r.applied)).toEqual(listMigrations().map((m) => m.name));
    });
  });

  it('creates every table and column the Prisma schema maps', async () => {
    await withFreshDatabase(async (url) => {
      await migrate(url);
      const prisma = createPrisma(url, 1);
      const models = (
        prisma as unknown as { _runtimeDataModel: { models: Record<string, RuntimeModel> } }
      )._runtimeDataModel.models;
      const client = new Client({ connectionString: url });
      await client.connect();
      const columns = await client.query<{
        table_schema: string;
        table_name: string;
        column_name: string;
      }>(
        "SELECT table_schema, table_name, column_name FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema', 'public')",
      );
      await client.end();
      await prisma.$disconnect();
      const actual = new Set(
        columns.rows.map((c) => `${c.table_schema}.${c.table_name}.${c.column_name}`),
      );
      const missing: string[] = [];
      for (const [name, model] of Object.entries(models)) {
        for (const field of model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum')) {
          const column = `${model.schema}.${model.dbName ?? name}.${field.dbName ?? field.name}`;
          if (!actual.has(column)) missing.push(column);
        }
      }
      expect(missing).toEqual([]);
    });
  });
});
