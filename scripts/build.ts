import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { runMain } from '../lib/service';

const ROOT = resolve(__dirname, '..');
// Written into every output folder: the next build empties only a folder that holds it.
const MARKER = '.lanes-build';

/**
 * What the compiled code reads from disk beside itself, copied to the same relative place under the
 * output folder (the code finds them from its own `__dirname`: lib/config.ts, lib/db/migrate.ts,
 * lib/subgraph/sdl.ts, gateway/dev-pages/, gateway/account-pages/, gateway/search/). Folders are walked, so a
 * subgraph added under `subgraphs/<name>/` needs no change here.
 */
/** The notifications service's mail templates, read from disk like the schema parts. */
const MAIL_TEMPLATES = `${sep}mail${sep}templates${sep}`;

const ASSETS: { from: string; keep: (file: string) => boolean }[] = [
  // Schema parts, and the mail templates (subgraphs/notifications/mail/templates/).
  {
    from: 'subgraphs',
    keep: (file) => file.endsWith('.graphql') || file.includes(MAIL_TEMPLATES),
  },
  // The schema parts lib/subgraph/sdl.ts joins in: what every subgraph starts with
  // (lib/subgraph/federation.graphql) and a mechanism's shared types (lib/reports/report-source.graphql).
  { from: 'lib', keep: (file) => file.endsWith('.graphql') },
  // The supergraph, and the manifest a gateway with PERSISTED_DOCUMENTS=only reads (gateway/persisted/manifest.ts).
  {
    from: 'schema',
    keep: (file) => file.endsWith('.graphql') || file.endsWith('persisted-documents.json'),
  },
  { from: 'prisma/migrations', keep: () => true },
  // The developer pages' templates, scripts and styles (gateway/dev-pages/routes.ts); tsc compiles only the .ts beside them.
  { from: 'gateway/dev-pages', keep: (file) => !file.endsWith('.ts') },
  // The account pages' HTML, script and style (gateway/account-pages/routes.ts), in production too.
  { from: 'gateway/account-pages', keep: (file) => !file.endsWith('.ts') },
  // The schema of the search the gateway serves itself (gateway/search/local-subgraph.ts).
  { from: 'gateway/search', keep: (file) => file.endsWith('.graphql') },
];

// Tests and their fixtures never ship (tsconfig.build.json leaves them out of the compilation too,
// with the output gallery, a developer's tool built on test helpers and dev dependencies, and the
// Kubernetes manifest validator, built on dev dependencies).
const SKIPPED_DIRS = new Set(['node_modules', 'test']);

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...filesUnder(path));
    } else {
      found.push(path);
    }
  }
  return found;
}

/** Copies every asset into `outDir`; returns how many files it copied. */
function copyAssets(outDir: string): number {
  let copied = 0;
  for (const asset of ASSETS) {
    for (const file of filesUnder(join(ROOT, asset.from)).filter(asset.keep)) {
      const target = join(outDir, relative(ROOT, file));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(file, target);
      copied += 1;
    }
  }
  return copied;
}

/**
 * `npm run build [-- <outDir>] [--no-check]`: the whole platform compiled by tsc (tsconfig.build.json: every
 * service, lib, the start scripts and the generated Prisma client) into `dist/` (or `outDir`), plus
 * the files it reads at run time. The result runs with plain `node`, without tsx
 * (README "Building and running images").
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // --no-check: the same JavaScript without the type check (which `npm run typecheck` does), for tests.
  const check = !args.includes('--no-check');
  const outDir = resolve(ROOT, args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  // A stale file of a deleted source would otherwise keep shipping; only a folder this script made is emptied.
  if (existsSync(outDir) && readdirSync(outDir).length > 0 && !existsSync(join(outDir, MARKER))) {
    throw new Error(
      `build: ${outDir} is not empty and was not made by npm run build; choose another folder`,
    );
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, MARKER),
    'made by npm run build (scripts/build.ts); emptied by the next build\n',
  );
  execFileSync(
    process.execPath,
    [
      require.resolve('typescript/bin/tsc'),
      '-p',
      join(ROOT, 'tsconfig.build.json'),
      '--outDir',
      outDir,
      ...(check ? [] : ['--noCheck']),
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const copied = copyAssets(outDir);
  for (const entry of ['scripts/start.js', 'gateway/main.js', 'lib/db/generated/client.js']) {
    if (!existsSync(join(outDir, entry)))
      throw new Error(`build: ${entry} is missing from ${outDir}`);
  }
  console.log(
    `built ${relative(ROOT, outDir) || outDir}: compiled sources and ${copied} run-time files`,
  );
}

runMain('Build', main);
