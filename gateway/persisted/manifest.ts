import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RestRoute } from '../rest/route';

/**
 * The project's own GraphQL documents, by SHA-256 of their text: every REST route's operation and
 * the documented client operations in `docs/api/operations/*.graphql`. `npm run persisted:generate`
 * writes them to `schema/persisted-documents.json`; a gateway with PERSISTED_DOCUMENTS=only
 * accepts nothing else (docs/persisted-documents.md).
 */
export type Manifest = Record<string, string>;

export const MANIFEST_PATH = join(__dirname, '..', '..', 'schema', 'persisted-documents.json');
const CLIENT_OPERATIONS = join(__dirname, '..', '..', 'docs', 'api', 'operations');

export function documentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** One document per file; a file may hold several operations (a client's document). */
function clientOperations(folder = CLIENT_OPERATIONS): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

export function buildManifest(
  routes: RestRoute[],
  documents: string[] = clientOperations(),
): Manifest {
  const texts = [...routes.map((route) => route.operation), ...documents];
  const entries = texts
    .map((text) => [documentHash(text), text] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}

export function readManifest(path = MANIFEST_PATH): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}
