import { isProduction } from '../lib/config';
import { openDatabase } from '../lib/db/prisma';
import { runMain } from '../lib/service';
import { seedDemo } from '../prisma/seed';

/** `npm run seed`: the demo tenant, once; refused in production. */
async function main(): Promise<void> {
  if (isProduction()) throw new Error('The demo seed never runs with NODE_ENV=production');
  const db = await openDatabase();
  try {
    console.log((await seedDemo(db.prisma)) ? 'demo tenant seeded' : 'demo tenant already present');
  } finally {
    await db.close();
  }
}

runMain('Seed', main);
