import { envInt, isProduction, listenHost } from '../lib/config';
import { resolveDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { createPrisma } from '../lib/db/prisma';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../prisma/seed';
import { startPlatform } from './platform';

/** `npm start`: database, migrations, demo seed (development only), every subgraph and the gateway. */
async function main(): Promise<void> {
  const started = Date.now();
  const database = await resolveDatabase();
  const migrations = await migrate(database.url);
  const prisma = createPrisma(database.url);
  const seeded = isProduction() ? false : await seedDemo(prisma);
  const platform = await startPlatform({ prisma, gatewayPort: envInt('PORT', 4000), host: listenHost() });

  const gateway = platform.gateway.url.replace('127.0.0.1', listenHost() === '0.0.0.0' ? 'localhost' : listenHost());
  console.log(`Lanes platform ready in ${Date.now() - started} ms`);
  console.log(`  database    ${database.embedded ? 'embedded PostgreSQL (.data/pg)' : 'DATABASE_URL'}; migrations applied: ${migrations.applied.length}`);
  console.log(`  GraphQL     ${gateway}/graphql`);
  console.log(`  REST        ${gateway}/marketplace/v1/listings, ${gateway}/auth/v1/login, ... (see ${gateway}/openapi.json)`);
  for (const s of platform.subgraphs) console.log(`  subgraph    ${s.name.padEnd(12)} ${s.url}`);
  if (!isProduction()) {
    console.log(`  demo tenant ${seeded ? 'seeded now' : 'already seeded'}; password for every account: ${DEMO_PASSWORD}`);
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(18)} ${a.roles.join(',')}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    await platform.stop();
    await prisma.$disconnect();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('Start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
