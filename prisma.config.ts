import { defineConfig } from 'prisma/config';

// The CLI is used offline for `generate` only; migrations are applied by scripts/migrate.ts.
export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/lanes' },
});
