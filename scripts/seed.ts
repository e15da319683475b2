import { isProduction } from '../lib/config';
import { resolveDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { createPrisma } from '../lib/db/prisma';
import { seedDemo } from '../prisma/seed';

/** `npm run seed`: the demo tenant, once; refused in production. */
async function main(): Promise<void> {
  if (isProduction()) throw new Error('The demo seed never runs with NODE_ENV=production');
  const database = await resolveDatabase();
  await migrate(database.url);
  const prisma = createPrisma(database.url);
  try {
    console.log((await seedDemo(prisma)) ? 'demo tenant seeded' : 'demo tenant already present');
  } finally {
    await prisma.$disconnect();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
