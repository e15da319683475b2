import { resolveDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { runMain } from '../lib/service';

/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database). */
async function main(): Promise<void> {
  const database = await resolveDatabase();
  try {
    const result = await migrate(database.url);
    console.log(
      `applied ${result.applied.length} (${result.applied.join(', ') || 'none'}); already applied ${result.skipped.length}`,
    );
  } finally {
    await database.stop();
  }
}

runMain('Migrate', main);
