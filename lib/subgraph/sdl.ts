import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The part every subgraph's schema starts with: the `@link` to Federation, DateTime, PageInfo. */
export const FEDERATION_SDL = join(__dirname, 'federation.graphql');

// Folders of a subgraph that hold no schema parts.
const SKIPPED = new Set(['generated', 'test', 'node_modules']);

/**
 * Feature folders built on a shared mechanism whose types are written once in lib/: a subgraph
 * with such a folder gets the shared part just before the folder's own files (its Query field).
 */
const SHARED_PARTS: Record<string, string> = {
  'report-source': join(__dirname, '..', 'reports', 'report-source.graphql'),
  search: join(__dirname, '..', 'search', 'search-hits.graphql'),
};

function graphqlFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) found.push(...graphqlFiles(path));
    } else if (entry.name.endsWith('.graphql')) {
      found.push(path);
    }
  }
  return found;
}

/**
 * The files of a subgraph's SDL: the part all subgraphs share (./federation.graphql), then every
 * `.graphql` file in its folder tree (each feature folder holds its own part; `common/schema.graphql`
 * what its features share), a feature folder of SHARED_PARTS preceded by its shared part. The
 * order is stable: the shared parts first, then by path, so composition and codegen (codegen.ts)
 * see the same document.
 */
export function subgraphSdlFiles(dir: string): string[] {
  const rank = (path: string) =>
    relative(dir, path).startsWith('common') || relative(dir, path) === 'schema.graphql' ? 0 : 1;
  const files = graphqlFiles(dir).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const added = new Set<string>();
  return [FEDERATION_SDL].concat(
    files.flatMap((file) => {
      const shared = SHARED_PARTS[relative(dir, file).split(sep)[0]];
      if (!shared || added.has(shared)) return [file];
      added.add(shared);
      return [shared, file];
    }),
  );
}

/** A subgraph's SDL: its files (subgraphSdlFiles) joined. */
export function loadSubgraphSdl(dir: string): string {
  return subgraphSdlFiles(dir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
