import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { AppError, ValidationError } from '../../lib/errors';
import { documentHash, readManifest, type Manifest } from './manifest';

/**
 * How the gateway treats persisted documents (PERSISTED_DOCUMENTS):
 * - `apq` (default): automatic persisted queries. A client sends a document's SHA-256; the first
 *   time the gateway answers PERSISTED_QUERY_NOT_FOUND and the client sends hash and text, which
 *   the gateway keeps in a bounded in-memory LRU. Any valid document may run.
 * - `only`: an allow-list for production. Only the documents of the manifest run, by hash or
 *   by `documentId: "sha256:<hash>"` or as full text whose hash is in it; nothing can be added.
 * - `off`: no persisted queries; every request carries its text.
 */
type PersistedMode = 'apq' | 'only' | 'off';

export interface PersistedDocuments {
  mode: PersistedMode;
  manifest?: Manifest;
}

export function persistedDocumentsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): PersistedDocuments {
  const mode = (env.PERSISTED_DOCUMENTS ?? 'apq') as PersistedMode;
  if (!['apq', 'only', 'off'].includes(mode))
    throw new Error(`PERSISTED_DOCUMENTS must be apq, only or off (got "${mode}")`);
  return mode === 'only'
    ? { mode, manifest: readManifest(env.PERSISTED_DOCUMENTS_PATH || undefined) }
    : { mode };
}

class PersistedDocumentNotAllowedError extends AppError {
  constructor() {
    super(
      'PERSISTED_DOCUMENT_NOT_ALLOWED',
      'This gateway runs only the documents of its manifest: send a known document, its hash or its documentId',
      400,
      [{ field: 'query', problem: 'is not in the persisted documents manifest' }],
    );
  }
}

/**
 * The APQ cache Apollo Server reads in `only` mode: the manifest, read-only, so a client can send
 * a hash alone and no one can register a new document. Apollo prefixes its keys with `apq:`.
 */
export function manifestCache(manifest: Manifest): KeyValueCache<string> {
  return {
    async get(key) {
      return manifest[key.replace(/^apq:/, '')];
    },
    async set() {},
    async delete() {},
  };
}

/** In `only` mode, a query text must be one of the manifest's; without text, the hash decides later. */
export function checkPersistedText(policy: PersistedDocuments, query: unknown): void {
  if (policy.mode !== 'only' || typeof query !== 'string') return;
  if (!policy.manifest![documentHash(query)]) throw new PersistedDocumentNotAllowedError();
}

/**
 * `{"documentId": "sha256:<hash>"}` (the GraphQL-over-HTTP persisted documents form) becomes the
 * APQ form Apollo Server reads, so both name a document the same way. A hash sent with a text it
 * does not match is the caller's mistake, answered here as one (Apollo Server's own refusal has
 * no code and would read as an internal error).
 */
export function normalisePersistedBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { documentId, ...rest } = body as {
    documentId?: unknown;
    query?: unknown;
    extensions?: { persistedQuery?: { sha256Hash?: unknown } };
  };
  const hash = rest.extensions?.persistedQuery?.sha256Hash;
  if (
    typeof rest.query === 'string' &&
    typeof hash === 'string' &&
    hash !== documentHash(rest.query)
  ) {
    throw ValidationError.field(
      'extensions.persistedQuery.sha256Hash',
      'is not the SHA-256 of query',
    );
  }
  if (typeof documentId !== 'string') return body;
  const id = documentId.replace(/^sha256:/, '');
  return {
    ...rest,
    extensions: { ...rest.extensions, persistedQuery: { version: 1, sha256Hash: id } },
  };
}
