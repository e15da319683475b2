import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Every subgraph the gateway composes, with its default port and the caller's request headers the
 * gateway hands it in the signed context (docs/api/README.md): only the ai service gets any, the
 * caller's Authorization (forwarded to the studio service) and its budget ceiling.
 */
export const SUBGRAPHS = [
  { name: 'identity', defaultPort: 4001, forwardedHeaders: [] },
  { name: 'marketplace', defaultPort: 4002, forwardedHeaders: [] },
  { name: 'media', defaultPort: 4003, forwardedHeaders: [] },
  { name: 'integrations', defaultPort: 4004, forwardedHeaders: [] },
  { name: 'ads', defaultPort: 4005, forwardedHeaders: [] },
  { name: 'ai', defaultPort: 4006, forwardedHeaders: ['authorization', 'x-budget-max-usd'] },
  { name: 'reports', defaultPort: 4007, forwardedHeaders: [] },
  { name: 'ml', defaultPort: 4008, forwardedHeaders: [] },
  { name: 'notifications', defaultPort: 4009, forwardedHeaders: [] },
  { name: 'events', defaultPort: 4010, forwardedHeaders: [] },
] as const satisfies readonly {
  name: string;
  defaultPort: number;
  forwardedHeaders: readonly string[];
}[];
export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

/**
 * The subgraphs handed the request's client (address, User-Agent: lib/context.ts) in the signed
 * context of every write: identity, which records where each session signs in from. Reads never
 * carry it, so they still join one another and the entity cache (docs/performance.md).
 */
export const CLIENT_ON_WRITES: readonly SubgraphName[] = ['identity'];

/** Every request header some subgraph is handed: the gateway keeps these of each request. */
export const FORWARDABLE_HEADERS: readonly string[] = [
  ...new Set(SUBGRAPHS.flatMap((s) => s.forwardedHeaders)),
];

/** The project's composed supergraph (written by `npm run compose`, checked for drift by the tests). */
export const SUPERGRAPH_PATH = resolve(__dirname, '..', 'schema', 'supergraph.graphql');

/**
 * The supergraph the gateway serves: `SUPERGRAPH_PATH` from the environment when set (any
 * federation 2 supergraph, e.g. a federation test suite's: docs/federation-audit.md), else the
 * project's own.
 */
export function servedSupergraphPath(): string {
  const fromEnv = process.env.SUPERGRAPH_PATH;
  return fromEnv ? resolve(fromEnv) : SUPERGRAPH_PATH;
}

/**
 * The URL the gateway uses for each of the project's subgraphs. On the project's own supergraph,
 * every one (from <NAME>_URL or its default port); on another supergraph only those set by
 * <NAME>_URL, so a foreign subgraph that happens to share a project name keeps its own URL.
 */
export function configuredSubgraphUrls(): Record<string, string> {
  const foreign = servedSupergraphPath() !== SUPERGRAPH_PATH;
  const names = SUBGRAPHS.filter(
    ({ name }) => !foreign || process.env[`${name.toUpperCase()}_URL`],
  );
  return Object.fromEntries(names.map(({ name }) => [name, subgraphUrl(name)]));
}

export interface Secrets {
  /** HS256 key for access and refresh tokens (unused for access tokens when RS256 keys are set). */
  jwtSecret: string;
  /** Signs the short-lived context token the gateway hands to subgraphs. */
  subgraphSecret: string;
  jwtPrivateKey?: string;
  jwtPublicKey?: string;
}

export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

export function dataDir(): string {
  return resolve(process.env.DATA_DIR ?? '.data');
}

/**
 * A development secret, made once. Written whole to a temporary file and linked into place, so a
 * start killed mid-write leaves no empty secret behind (an empty one, from older versions, is
 * replaced), and two processes starting at once agree: the second link fails and reads the first.
 */
function devSecret(file: string): string {
  const dir = dataDir();
  const path = join(dir, file);
  for (;;) {
    if (existsSync(path)) {
      const existing = readFileSync(path, 'utf8').trim();
      if (existing) return existing;
      rmSync(path, { force: true });
    }
    mkdirSync(dir, { recursive: true });
    const value = randomBytes(48).toString('base64url');
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, value, { mode: 0o600 });
    try {
      linkSync(temporary, path);
      return value;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      // A file system without hard links: still atomic, but a concurrent start may win instead.
      renameSync(temporary, path);
      return value;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
}

function secretFromEnv(variable: string, devFile: string): string {
  const value = process.env[variable];
  if (value) return value;
  if (isProduction()) throw new Error(`${variable} must be set when NODE_ENV=production`);
  return devSecret(devFile);
}

let cached: Secrets | undefined;

/** Secrets come from the environment; in development they are generated once into DATA_DIR. */
export function loadSecrets(): Secrets {
  if (cached) return cached;
  const jwtPrivateKey = process.env.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n');
  const jwtPublicKey = process.env.JWT_PUBLIC_KEY?.replace(/\\n/g, '\n');
  cached = {
    jwtSecret:
      jwtPublicKey && !process.env.JWT_SECRET ? '' : secretFromEnv('JWT_SECRET', 'jwt-secret'),
    subgraphSecret: secretFromEnv('SUBGRAPH_SECRET', 'subgraph-secret'),
    jwtPrivateKey,
    jwtPublicKey,
  };
  return cached;
}

export function envInt(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${variable} must be a whole number`);
  return value;
}

export function subgraphPort(name: SubgraphName): number {
  const spec = SUBGRAPHS.find((s) => s.name === name)!;
  return envInt(`${name.toUpperCase()}_PORT`, spec.defaultPort);
}

/**
 * How many processes serve one subgraph started alone (scripts/start-subgraph.ts, lib/cluster.ts):
 * `<NAME>_WORKERS`, else `SUBGRAPH_WORKERS`, else 1.
 */
export function subgraphWorkers(name: SubgraphName): number {
  return envInt(`${name.toUpperCase()}_WORKERS`, envInt('SUBGRAPH_WORKERS', 1));
}

export function subgraphUrl(name: SubgraphName, port = subgraphPort(name)): string {
  return process.env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}/graphql`;
}

export function listenHost(): string {
  return process.env.HOST ?? '127.0.0.1';
}
