import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `prisma generate` needs no schema engine, but the CLI insists that the binary exists before it
// starts (and would download one, which this network forbids). Any existing file satisfies it.
const placeholder = join(tmpdir(), 'prisma-schema-engine-placeholder');
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && !existsSync(placeholder))
  writeFileSync(placeholder, '');

execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  },
});
