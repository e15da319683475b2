import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A subgraph's SDL: `schema.graphql` beside its code, plus the feature files in `schema/`
 * once it grows past one file.
 */
export function loadSubgraphSdl(dir: string): string {
  const parts = [readFileSync(join(dir, 'schema.graphql'), 'utf8')];
  const featureDir = join(dir, 'schema');
  if (existsSync(featureDir)) {
    for (const file of readdirSync(featureDir).filter((f) => f.endsWith('.graphql')).sort()) {
      parts.push(readFileSync(join(featureDir, file), 'utf8'));
    }
  }
  return parts.join('\n');
}
