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
import { addUser, TEST_PASSWORD, verifyAddress } from './accounts';
import { compiledBuildDir, PlatformProcess, processEnv } from './platform-process';
import type { RateLimitOptions } from '../gateway/rate-limit/policy';
import type { ConnectionLimits } from '../lib/http/connection-limits';
import type { PersistedDocuments } from '../gateway/persisted/policy';
import type { AiOverrides } from '../subgraphs/ai/server';
import type { MediaOverrides } from '../subgraphs/media/server';
import type { ReportsOverrides } from '../subgraphs/reports/server';
import type { MlOverrides } from '../subgraphs/ml/server';
import type { MailOverrides } from '../subgraphs/notifications/server';
import type { CreditHoldSettings } from '../subgraphs/identity/common/deps';
import type { MailLimitSettings } from '../subgraphs/identity/common/mail-limits';

// Test files make hundreds of logins from one address; the limits have tests of their own.
const TEMPLATE_DB = 'lanes_test_template';
const NO_RATE_LIMIT: RateLimitOptions = { perMinute: 0, anonymousPerMinute: 0, store: 'memory' };
// Test files add many users and ask for many links; the mail limits have tests of their own.
const NO_MAIL_LIMITS: MailLimitSettings = {
  invitationsPerHour: 0,
  verificationsPerHour: 0,
  passwordResetsPerHour: 0,
  tenantPerHour: 0,
  newTenantPerHour: 0,
};

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
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the answer field by field
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
  /** Where the platform's development mail catcher keeps what it received (lib/mail/caught-mails.ts). */
  mailDir: string;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<HttpAnswer>;
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
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers))
    if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
  return { status: res.statusCode, body: parsed, headers: flat };
}

/** What a test file may change in its platform; against the compiled build, only what the environment can say. */
export interface TestPlatformOptions {
  kafkaBrokers?: string[];
  rateLimit?: RateLimitOptions;
  /** The gateway's request and idle timeouts and connections per address (default: the environment's, as in production). */
  connections?: Partial<ConnectionLimits>;
  persisted?: PersistedDocuments;
  creditHolds?: Partial<CreditHoldSettings>;
  /** Identity's mail limits (default: all off; `{}`: the platform's defaults, or the environment's). */
  mailLimits?: Partial<MailLimitSettings>;
  ai?: AiOverrides;
  media?: MediaOverrides;
  reports?: ReportsOverrides;
  ml?: MlOverrides;
  /** The notifications service's mail: another SMTP server, fast retries (default: a catcher of its own). */
  mail?: MailOverrides;
  statementTimeoutMs?: number;
  storage?: FileStorage;
  /** The platform's own media worker, as `npm start` runs it (a platform process always runs it). */
  worker?: boolean;
  /** `npm start` in a process of its own (test/platform-process.ts), given `env`; always so against the compiled build. */
  separateProcess?: { env?: Record<string, string> };
}

/**
 * The whole platform for one test file: a fresh database cloned from the migrated template,
 * every subgraph and the gateway on free loopback ports, and helpers to call them over HTTP.
 * In a process of its own (`separateProcess`, and always with `TEST_COMPILED_DIR`, `npm run
 * test:compiled`, where it is the compiled build run as the image runs it) the database starts
 * empty and the platform's own migrations fill it.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl)
    throw new Error(
      'TEST_DATABASE_SERVER_URL is not set: run tests through jest (test/global-setup.ts)',
    );
  const compiled = compiledBuildDir();
  const separate = compiled !== undefined || options.separateProcess !== undefined;
  const database = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    separate
      ? `CREATE DATABASE "${database}"`
      : `CREATE DATABASE "${database}" TEMPLATE "${TEMPLATE_DB}"`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  // A statement timeout on the platform's connections (PostgreSQL's startup `options`), for fault tests.
  const platformUrl = new URL(databaseUrl);
  if (options.statementTimeoutMs)
    platformUrl.searchParams.set('options', `-c statement_timeout=${options.statementTimeoutMs}`);
  const prisma = createPrisma(platformUrl.toString(), 5);
  const storageDir = mkdtempSync(join(tmpdir(), 'lanes-files-'));
  // Another storage (an S3 bucket, test/storage/s3-platform.test.ts) replaces the local folder.
  const storage = options.storage ?? new LocalDiskStorage(storageDir);
  const mailDir = join(storageDir, '.mail');
  let platform: Platform | undefined;
  let base: string;
  let stopPlatform: () => Promise<void>;
  if (separate) {
    const env = {
      MAIL_CATCHER_DIR: mailDir,
      ...processEnv(
        options,
        options.rateLimit ?? NO_RATE_LIMIT,
        options.mailLimits ?? NO_MAIL_LIMITS,
      ),
    };
    const external = new PlatformProcess({
      compiledDir: compiled,
      databaseUrl: platformUrl.toString(),
      storageDir,
      dataDir: join(storageDir, '.data'),
      env,
    });
    await external.start();
    base = external.url;
    stopPlatform = () => external.stop();
  } else {
    // No KAFKA_BROKERS from the environment: a test asks for Kafka explicitly.
    const started = await startPlatform({
      prisma,
      gatewayPort: 0,
      ephemeralPorts: true,
      storage,
      kafkaBrokers: options.kafkaBrokers ?? [],
      rateLimit: options.rateLimit ?? NO_RATE_LIMIT,
      worker: options.worker,
      persisted: options.persisted,
      connections: options.connections,
      creditHolds: options.creditHolds,
      mailLimits: options.mailLimits ?? NO_MAIL_LIMITS,
      ai: options.ai,
      media: options.media,
      reports: options.reports,
      ml: options.ml,
      mail: { catcherDir: mailDir, ...options.mail },
    });
    platform = started;
    base = started.gateway.url;
    stopPlatform = () => started.stop();
  }

  const tp: TestPlatform = {
    url: base,
    get platform(): Platform {
      if (!platform)
        throw new Error(
          "this test reaches into the platform's process, which runs apart here: leave it out of jest.compiled.config.js",
        );
      return platform;
    },
    prisma,
    databaseUrl,
    storage,
    storageDir,
    mailDir,
    graphql: (query, variables, options = {}) =>
      call(`${base}/graphql`, 'POST', { ...options, body: { query, variables } }),
    rest: (method, path, options = {}) => call(`${base}${path}`, method, options),
    async newTenant() {
      const suffix = randomUUID().slice(0, 8);
      const password = TEST_PASSWORD;
      const registered = await tp.rest('POST', '/auth/v1/register', {
        body: {
          email: `admin-${suffix}@example.test`,
          password,
          name: 'Admin',
          tenantName: `Tenant ${suffix}`,
        },
      });
      if (registered.status !== 201)
        throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      const data = registered.body.data;
      // As following the link mailed at sign-up would: an admin whose address is not verified
      // adds no users (docs/api/identity.md, "Invitations").
      await verifyAddress({ prisma }, data.user.id);
      const adminSession: Session = {
        token: data.accessToken,
        refreshToken: data.refreshToken,
        userId: data.user.id,
        email: data.user.email,
        password,
      };
      const [organizer, user] = await Promise.all([
        addUser(tp, adminSession, 'organizer'),
        addUser(tp, adminSession, 'user'),
      ]);
      return { tenantId: data.tenant.id, admin: adminSession, organizer, user };
    },
    async stop() {
      try {
        await stopPlatform();
      } finally {
        await prisma.$disconnect();
        const cleanup = new Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await cleanup.end();
        rmSync(storageDir, { recursive: true, force: true });
      }
    },
  };
  return tp;
}
