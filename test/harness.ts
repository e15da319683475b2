import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { request } from 'undici';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import type { FileStorage } from '../lib/storage';
import { LocalDiskStorage } from '../lib/storage/local-disk';
import { startPlatform, type Platform } from '../scripts/platform';
import { addUser, TEST_PASSWORD } from './accounts';
import type { RateLimitOptions } from '../gateway/rate-limit/policy';
import type { PersistedDocuments } from '../gateway/persisted/policy';
import type { AiOverrides } from '../subgraphs/ai/server';
import type { MediaOverrides } from '../subgraphs/media/server';
import type { ReportsOverrides } from '../subgraphs/reports/server';
import type { MlOverrides } from '../subgraphs/ml/server';
import type { CreditHoldSettings } from '../subgraphs/identity/common/deps';

const TEMPLATE_DB = 'lanes_test_template';
// Test files make hundreds of logins from one address; the limits have tests of their own.
const NO_RATE_LIMIT: RateLimitOptions = { perMinute: 0, anonymousPerMinute: 0, store: 'memory' };

export interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  email: string;
  password: string;
}

export interface TenantFixture {
  tenantId: string;
  admin: Session;
  organizer: Session;
  user: Session;
}

export interface HttpAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string>;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestPlatform {
  url: string;
  platform: Platform;
  prisma: PrismaClient;
  databaseUrl: string;
  /** The platform's file storage: by default local disk in a folder of its own that stop() removes. */
  storage: FileStorage;
  storageDir: string;
  graphql(query: string, variables?: Record<string, unknown>, options?: CallOptions): Promise<HttpAnswer>;
  rest(method: string, path: string, options?: CallOptions): Promise<HttpAnswer>;
  newTenant(): Promise<TenantFixture>;
  stop(): Promise<void>;
}

async function call(url: string, method: string, options: CallOptions): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await request(url, { method: method as 'GET', headers, body });
  const text = await res.body.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
  return { status: res.statusCode, body: parsed, headers: flat };
}

/**
 * The whole platform for one test file: a fresh database cloned from the migrated template,
 * every subgraph and the gateway on free loopback ports, and helpers to call them over HTTP.
 */
export async function startTestPlatform(
  options: { kafkaBrokers?: string[]; rateLimit?: RateLimitOptions; persisted?: PersistedDocuments; creditHolds?: Partial<CreditHoldSettings>; ai?: AiOverrides; media?: MediaOverrides; reports?: ReportsOverrides; ml?: MlOverrides; statementTimeoutMs?: number; storage?: FileStorage } = {},
): Promise<TestPlatform> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_SERVER_URL is not set: run tests through jest (test/global-setup.ts)');
  const database = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${TEMPLATE_DB}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  // A statement timeout on the platform's connections (PostgreSQL's startup `options`), for fault tests.
  const platformUrl = new URL(databaseUrl);
  if (options.statementTimeoutMs) platformUrl.searchParams.set('options', `-c statement_timeout=${options.statementTimeoutMs}`);
  const prisma = createPrisma(platformUrl.toString(), 5);
  const storageDir = mkdtempSync(join(tmpdir(), 'lanes-files-'));
  // Another storage (an S3 bucket, test/storage/s3-platform.test.ts) replaces the local folder.
  const storage = options.storage ?? new LocalDiskStorage(storageDir);
  // No KAFKA_BROKERS from the environment: a test asks for Kafka explicitly.
  const platform = await startPlatform({ prisma, gatewayPort: 0, ephemeralPorts: true, storage, kafkaBrokers: options.kafkaBrokers ?? [], rateLimit: options.rateLimit ?? NO_RATE_LIMIT, persisted: options.persisted, creditHolds: options.creditHolds, ai: options.ai, media: options.media, reports: options.reports, ml: options.ml });
  const base = platform.gateway.url;

  const tp: TestPlatform = {
    url: base,
    platform,
    prisma,
    databaseUrl,
    storage,
    storageDir,
    graphql: (query, variables, options = {}) =>
      call(`${base}/graphql`, 'POST', { ...options, body: { query, variables } }),
    rest: (method, path, options = {}) => call(`${base}${path}`, method, options),
    async newTenant() {
      const suffix = randomUUID().slice(0, 8);
      const password = TEST_PASSWORD;
      const registered = await tp.rest('POST', '/auth/v1/register', {
        body: { email: `admin-${suffix}@example.test`, password, name: 'Admin', tenantName: `Tenant ${suffix}` },
      });
      if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      const data = registered.body.data;
      const adminSession: Session = { token: data.accessToken, refreshToken: data.refreshToken, userId: data.user.id, email: data.user.email, password };
      const [organizer, user] = await Promise.all([addUser(tp, adminSession, 'organizer'), addUser(tp, adminSession, 'user')]);
      return { tenantId: data.tenant.id, admin: adminSession, organizer, user };
    },
    async stop() {
      await platform.stop();
      await prisma.$disconnect();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await cleanup.end();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
  return tp;
}

/**
 * The usual preamble of a test file: the platform and one tenant before its tests, stopped
 * after them. `ready` receives both once they are up.
 */
export function usePlatform(ready: (platform: TestPlatform, tenant: TenantFixture) => void, options: Parameters<typeof startTestPlatform>[0] = {}): void {
  let platform: TestPlatform | undefined;
  // Starting five subgraphs and a gateway takes seconds on a quiet machine, much longer on a busy one.
  beforeAll(async () => {
    platform = await startTestPlatform(options);
    ready(platform, await platform.newTenant());
  }, 120_000);
  afterAll(() => platform?.stop());
}
