import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The part every subgraph's schema starts with: the `@link` to Federation, DateTime, PageInfo. */
const FEDERATION_SDL = join(__dirname, 'federation.graphql');

// Folders of a subgraph that hold no schema parts.
const SKIPPED = new Set(['generated', 'test', 'node_modules']);

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
 * A subgraph's SDL: the part all subgraphs share (./federation.graphql), then every `.graphql`
 * file in its folder tree (each feature folder holds its own part; `common/schema.graphql` what
 * its features share). The order is stable: the shared parts first, then by path, so composition
 * and codegen see the same document.
 */
export function loadSubgraphSdl(dir: string): string {
  const rank = (path: string) =>
    relative(dir, path).startsWith('common') || relative(dir, path) === 'schema.graphql' ? 0 : 1;
  const files = graphqlFiles(dir).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [FEDERATION_SDL, ...files].map((file) => readFileSync(file, 'utf8')).join('\n');
}
