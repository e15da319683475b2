import { envInt, isProduction, listenHost } from '../lib/config';
import { openDatabase } from '../lib/db/prisma';
import { DEMO_ACCOUNTS, seedDemo } from '../prisma/seed';
import { cleanUpOnFailure, runMain, stopOnSignals } from '../lib/service';
import { startPlatform } from './platform';
import { startTracing, stopTracing } from '../lib/observability/tracing';

/** `npm start`: database, migrations, demo seed (development only), every subgraph and the gateway. */
async function main(): Promise<void> {
  const started = performance.now();
  // Every part runs in this process: one service.name, and each span names its part (its tracer).
  startTracing({ serviceName: 'lanes-platform' });
  const db = await openDatabase();
  const seeded = isProduction() ? false : await seedDemo(db.prisma);
  const platform = await cleanUpOnFailure(
    startPlatform({
      prisma: db.prisma,
      gatewayPort: envInt('PORT', 4000),
      host: listenHost(),
      worker: true,
    }),
    db.close,
  );

  // Before the ready line: whoever waits for it may stop the platform at once (a test, an orchestrator).
  stopOnSignals(async () => {
    await platform.stop();
    await db.close();
    await stopTracing();
  });

  const gateway = platform.gateway.url.replace(
    '127.0.0.1',
    listenHost() === '0.0.0.0' ? 'localhost' : listenHost(),
  );
  console.log(`Lanes platform ready in ${Math.round(performance.now() - started)} ms`);
  console.log(
    `  database    ${db.database.embedded ? 'embedded PostgreSQL (DATA_DIR/pg)' : 'DATABASE_URL'}; migrations applied now: ${db.migrations.applied.length}`,
  );
  console.log(`  GraphQL     ${gateway}/graphql`);
  console.log(
    `  REST        ${gateway}/marketplace/v1/listings, ${gateway}/auth/v1/login, ... (see ${gateway}/openapi.json)`,
  );
  for (const s of platform.subgraphs) console.log(`  subgraph    ${s.name.padEnd(12)} ${s.url}`);
  console.log(
    `  events      ${platform.buses.kind === 'kafka' ? `Kafka (${process.env.KAFKA_BROKERS})` : 'in-process bus (set KAFKA_BROKERS for Kafka)'}; outbox relay for every service`,
  );
  if (platform.worker)
    console.log(`  worker      media jobs, ${platform.worker.id} (more: npm run start:worker)`);
  if (!isProduction()) {
    console.log(
      `  demo tenant ${seeded ? 'seeded now' : 'already seeded'}; the demo password is in README.md ("Quick start"); logs never carry passwords`,
    );
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(18)} ${a.roles.join(',')}`);
  }
}

runMain('Start', main);
