import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, dropTestDatabase } from './test-databases';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import type { FileStorage } from '../lib/storage';
import { LocalDiskStorage } from '../lib/storage/local-disk';
import type { Platform, startPlatform as startPlatformFromSources } from '../scripts/platform';
import { builtModules, plainData } from './built-modules';
import { testPlatformAt, type TestPlatform } from './test-platform';
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

export type { Session, TenantFixture, TestPlatform } from './test-platform';
export type { HttpAnswer } from './http-call';

// Test files make hundreds of logins from one address; the limits have tests of their own.
export const NO_RATE_LIMIT: RateLimitOptions = {
  perMinute: 0,
  anonymousPerMinute: 0,
  store: 'memory',
};
// Test files add many users and ask for many links; the mail limits have tests of their own.
export const NO_MAIL_LIMITS: MailLimitSettings = {
  invitationsPerHour: 0,
  verificationsPerHour: 0,
  passwordResetsPerHour: 0,
  tenantPerHour: 0,
  newTenantPerHour: 0,
};

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
  /**
   * A platform of this file's own although it changes nothing: the file reaches into the
   * platform's process (`p.platform`) or watches what every tenant shares. Without any option a
   * file runs on its jest worker's shared platform (test/shared-platform.ts).
   */
  isolated?: true;
  /**
   * The platform's modules from this file's own jest registry even when a build is given
   * (test/built-modules.ts): the file changes `process.env` for its platform, reads the metrics or
   * spans the platform records in a module, or needs the developer pages' dev dependencies.
   */
  ownModules?: true;
}

/**
 * The whole platform for one test file: a fresh database cloned from the migrated template,
 * every subgraph and the gateway on free loopback ports, and helpers to call them over HTTP.
 * In a process of its own (`separateProcess`, and always with `TEST_COMPILED_DIR`, `npm run
 * test:compiled`, where it is the compiled build run as the image runs it) the database starts
 * empty and the platform's own migrations fill it.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const compiled = compiledBuildDir();
  const separate = compiled !== undefined || options.separateProcess !== undefined;
  const { name: database, url: databaseUrl } = await createTestDatabase(
    separate ? 'empty' : 'template',
  );
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
    // From the build through Node's module cache when there is one and the options are plain data
    // (test/built-modules.ts), with the build's own database client and storage; else from the
    // sources in this file's registry.
    const built = options.ownModules || !plainData(options) ? undefined : builtModules();
    const own = built?.createPrisma(platformUrl.toString(), 5);
    const started = await startInProcess(
      options,
      {
        prisma: own ?? prisma,
        storage: options.storage ?? built?.localStorage(storageDir) ?? storage,
        mailDir,
      },
      built?.startPlatform,
    );
    platform = started;
    base = started.gateway.url;
    stopPlatform = async () => {
      try {
        await started.stop();
      } finally {
        await own?.$disconnect();
      }
    };
  }
  return testPlatformAt({
    url: base,
    prisma,
    databaseUrl,
    storage,
    storageDir,
    mailDir,
    platform:
      platform ??
      "this test reaches into the platform's process, which runs apart here: leave it out of jest.compiled.config.js",
    async stop() {
      try {
        await stopPlatform();
      } finally {
        await prisma.$disconnect();
        await dropTestDatabase(database);
        rmSync(storageDir, { recursive: true, force: true });
      }
    },
  });
}

/**
 * The platform in this process as a test file's options say; the same start, with no options, is
 * the platform test files share (test/shared-platform-main.ts). `start` is a build's
 * (test/built-modules.ts); without one the sources load, only when started, so a file on a shared
 * platform does not load every service.
 */
export async function startInProcess(
  options: TestPlatformOptions,
  parts: { prisma: PrismaClient; storage: FileStorage; mailDir: string; gatewayPort?: number },
  start?: typeof startPlatformFromSources,
): Promise<Platform> {
  const startPlatform = start ?? (await import('../scripts/platform')).startPlatform;
  // No KAFKA_BROKERS from the environment: a test asks for Kafka explicitly.
  return startPlatform({
    prisma: parts.prisma,
    gatewayPort: parts.gatewayPort ?? 0,
    ephemeralPorts: true,
    storage: parts.storage,
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
    mail: { catcherDir: parts.mailDir, ...options.mail },
  });
}
