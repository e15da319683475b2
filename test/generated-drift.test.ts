import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { SUPERGRAPH_PATH } from '../lib/config';
import { composeSupergraph } from '../scripts/compose';
import { persistedDocumentsJson } from '../scripts/persisted-documents';
import { MANIFEST_PATH } from '../gateway/persisted/manifest';
import { README_PATH, readmeWithTable } from '../scripts/readme-routes';
import { API_DOCS_DIR, API_SERVICES, apiDocWithTables } from '../scripts/api-doc-tables';

const ROOT = join(__dirname, '..');

function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

describe('committed generated code is current', () => {
  it('schema/supergraph.graphql matches a fresh composition (npm run compose)', () => {
    expect(readFileSync(SUPERGRAPH_PATH, 'utf8')).toBe(composeSupergraph());
  });

  it('schema/persisted-documents.json holds every REST operation and documented client operation (npm run persisted:generate)', () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(persistedDocumentsJson());
  });

  it("README's table of REST paths matches the route table (npm run readme:routes)", () => {
    const readme = readFileSync(README_PATH, 'utf8');
    expect(readme).toBe(readmeWithTable(readme));
  });

  it.each(API_SERVICES)(
    'docs/api/%s.md: its paths and statuses tables match the route table (npm run readme:routes)',
    (service) => {
      const doc = readFileSync(join(API_DOCS_DIR, `${service}.md`), 'utf8');
      expect(doc).toBe(apiDocWithTables(doc, service));
    },
  );

  it('codegen output matches the subgraph schemas (npm run codegen)', () => {
    // The codegen CLI is an ES module Jest cannot load, so it runs in its own process; --check
    // exits non-zero when any output would change.
    const run = () =>
      execFileSync(
        process.execPath,
        [
          join(ROOT, 'node_modules', '@graphql-codegen', 'cli', 'cjs', 'bin.js'),
          '--config',
          'codegen.ts',
          '--check',
        ],
        {
          cwd: ROOT,
          stdio: 'pipe',
        },
      );
    expect(run).not.toThrow();
  }, 60_000);

  it('the Prisma client matches prisma/schema (npm run prisma:generate)', () => {
    // Inside the checkout, so the generator reads the same tsconfig (it decides import extensions).
    mkdirSync(join(ROOT, '.data'), { recursive: true });
    const work = mkdtempSync(join(ROOT, '.data', 'prisma-drift-'));
    try {
      // The same layout as the checkout, so the schema's output path lands in work/lib/db/generated.
      cpSync(join(ROOT, 'prisma', 'schema'), join(work, 'prisma', 'schema'), { recursive: true });
      const engine = join(work, 'placeholder-engine');
      writeFileSync(engine, '');
      execFileSync(
        process.execPath,
        [
          require.resolve('prisma/build/index.js'),
          'generate',
          '--schema',
          join(work, 'prisma', 'schema'),
        ],
        {
          cwd: work,
          env: {
            ...process.env,
            PRISMA_SCHEMA_ENGINE_BINARY: engine,
            PRISMA_HIDE_UPDATE_MESSAGE: '1',
          },
          stdio: 'pipe',
        },
      );
      const fresh = filesUnder(join(work, 'lib', 'db', 'generated'));
      const committed = filesUnder(join(ROOT, 'lib', 'db', 'generated'));
      expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
      for (const [file, content] of fresh)
        expect({ file, content: committed.get(file) }).toEqual({ file, content });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
