import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePorts } from './start-process';
import { waitFor } from './wait';
import type { RateLimitOptions } from '../gateway/rate-limit/policy';
import type { TestPlatformOptions } from './harness';
import {
  MAIL_LIMIT_VARIABLES,
  type MailLimitSettings,
} from '../subgraphs/identity/common/mail-limits';

const ROOT = resolve(__dirname, '..');

/**
 * The folder `npm run test:compiled` points the harness at (test/run-compiled.ts): `dist/` from
 * `npm run build` beside production dependencies only, as the image's final stage holds them.
 */
export function compiledBuildDir(): string | undefined {
  const dir = process.env.TEST_COMPILED_DIR;
  if (!dir) return undefined;
  if (!existsSync(join(dir, 'dist', 'scripts', 'start.js')))
    throw new Error(
      `TEST_COMPILED_DIR=${dir} holds no dist/scripts/start.js: run npm run test:compiled`,
    );
  return dir;
}

/** A test file's options as the environment of a platform process; one the environment cannot express fails the file. */
export function processEnv(
  options: TestPlatformOptions,
  limits: RateLimitOptions,
  mailLimits: Partial<MailLimitSettings>,
): Record<string, string> {
  const { pollMs, training = {} } = options.ml ?? {};
  const { concurrency, leaseMs, ...otherTraining } = training;
  const unsupported = [
    ...(['persisted', 'creditHolds', 'ai', 'media', 'reports', 'storage'] as const).filter(
      (name) => options[name] !== undefined,
    ),
    ...Object.keys(otherTraining).map((name) => `ml.training.${name}`),
  ];
  if (unsupported.length > 0)
    throw new Error(
      `not expressible to a platform in its own process (set through code, not the environment): ${unsupported.join(', ')}`,
    );
  const env: Record<string, string> = {
    RATE_LIMIT_PER_MINUTE: String(limits.perMinute),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(limits.anonymousPerMinute),
    RATE_LIMIT_STORE: limits.store,
    TRUSTED_PROXIES: String(limits.trustedProxies ?? 0),
    // Absent from the options is off, as in the process of the tests (gateway/rate-limit/policy.ts).
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: String(limits.credentialsPerMinute ?? 0),
    RATE_LIMIT_LOGIN_FAILURES: String(limits.loginFailures ?? 0),
    RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: String(limits.passwordResetsPerHour ?? 0),
    RATE_LIMIT_SIGNUPS_PER_HOUR: String(limits.signupsPerHour ?? 0),
  };
  // Identity's mail limits (subgraphs/identity/common/mail-limits.ts): those not given keep their defaults.
  for (const [name, [variable]] of Object.entries(MAIL_LIMIT_VARIABLES)) {
    const value = mailLimits[name as keyof MailLimitSettings];
    if (value !== undefined) env[variable] = String(value);
  }
  // The gateway's connection limits (lib/http/connection-limits.ts); the subgraphs of the process read them too.
  const { requestTimeoutMs, idleTimeoutMs, perAddress } = options.connections ?? {};
  if (requestTimeoutMs !== undefined) env.HTTP_REQUEST_TIMEOUT_MS = String(requestTimeoutMs);
  if (idleTimeoutMs !== undefined) env.HTTP_IDLE_TIMEOUT_MS = String(idleTimeoutMs);
  if (perAddress !== undefined) env.HTTP_CONNECTIONS_PER_ADDRESS = String(perAddress);
  if (options.kafkaBrokers?.length) env.KAFKA_BROKERS = options.kafkaBrokers.join(',');
  // The ML service's settings that have variables (subgraphs/ml/server.ts).
  if (pollMs !== undefined) env.ML_POLL_MS = String(pollMs);
  if (concurrency !== undefined) env.ML_TRAINING_CONCURRENCY = String(concurrency);
  if (leaseMs !== undefined) env.ML_TRAINING_LEASE_MS = String(leaseMs);
  return { ...env, ...options.separateProcess?.env };
}

/** Where a platform process runs from and what it is given; only what an operator sets through the environment. */
export interface ProcessSettings {
  /** A folder like the image's (compiledBuildDir()), or undefined for `npm start` from the sources under tsx. */
  compiledDir: string | undefined;
  databaseUrl: string;
  storageDir: string;
  dataDir: string;
  env: Record<string, string>;
  /**
   * What runs instead of `npm start` (test/shared-platform.ts): node's arguments, the folder, and
   * NODE_ENV. The ready line must be the same; the gateway's address is then read from it.
   */
  command?: { args: string[]; cwd: string; nodeEnv: string };
  /** A file the process writes its output to instead of pipes to this one, so it may outlive it. */
  outputFile?: string;
}

// The test run's own settings, which a deployment does not have, and a tsx hook it must not inherit.
const NOT_INHERITED = [
  'NODE_OPTIONS',
  'TEST_DATABASE_SERVER_URL',
  'TEST_COMPILED_DIR',
  'KAFKA_BROKERS',
  'DATABASE_URL',
  'STORAGE_DIR',
  'DATA_DIR',
  'HOST',
  'SMTP_URL',
  'MAIL_CATCHER_DIR',
];

/**
 * The whole platform as `npm start` in a process of its own, NODE_ENV=production as the image runs
 * it, in its own process group, on free ports: compiled, `node dist/scripts/start.js` with the
 * image's node_modules and cwd (nothing may be read from the sources); from the sources,
 * `node --import tsx scripts/start.ts`. The test run's JWT and subgraph secrets are passed on, so
 * tests can sign tokens the platform accepts.
 */
export class PlatformProcess {
  private child?: ChildProcess;
  private exited?: Promise<number | null>;
  private out = '';
  url = '';

  constructor(private readonly settings: ProcessSettings) {}

  /**
   * Starts the platform on free ports. A port found free can be taken by another test file's
   * process before this one binds it (the start then fails naming the setting): the start is
   * tried again on new ports, twice at most.
   */
  async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce();
      } catch (error) {
        if (attempt >= 3 || !/is in use by another process/.test(String(error))) throw error;
        this.out = '';
      }
    }
  }

  private async startOnce(): Promise<void> {
    const ports = await freePorts();
    const { command, outputFile } = this.settings;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of NOT_INHERITED) delete env[name];
    Object.assign(env, {
      NODE_ENV: command?.nodeEnv ?? 'production',
      DATABASE_URL: this.settings.databaseUrl,
      STORAGE_DIR: this.settings.storageDir,
      DATA_DIR: this.settings.dataDir,
    });
    for (const [setting, port] of Object.entries(ports)) env[setting] = String(port);
    Object.assign(env, this.settings.env);
    const dir = this.settings.compiledDir;
    const [args, cwd] = command
      ? [command.args, command.cwd]
      : dir
        ? [[join(dir, 'dist', 'scripts', 'start.js')], dir]
        : [['--import', 'tsx', join(ROOT, 'scripts', 'start.ts')], ROOT];
    const output = outputFile ? openSync(outputFile, 'a') : 'pipe';
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', output, output],
    });
    this.child = child;
    this.exited = new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    if (typeof output === 'number') {
      closeSync(output);
      child.unref();
    } else {
      // The tail is enough to explain a failure; a test file's whole log (without LOG_FILE) could be large.
      const keep = (chunk: Buffer) => (this.out = (this.out + String(chunk)).slice(-65_536));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
    }
    const read = () => (outputFile ? readFileSync(outputFile, 'utf8').slice(-65_536) : this.out);
    const ready = await waitFor(
      () => {
        const out = read();
        const line = /Lanes platform ready[^\n]*/.exec(out);
        if (line) return line[0];
        if (!this.running())
          throw new Error(
            `the platform process exited (${child.exitCode}) before it was ready:\n${out}`,
          );
        return false;
      },
      150_000,
      read,
    );
    this.url = /at (http:\/\/\S+)/.exec(ready)?.[1] ?? `http://127.0.0.1:${ports.PORT}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGKILL to the group: the process dies where it stands, as in a crash (nothing cleans up). */
  async kill(): Promise<void> {
    if (!this.child) return;
    if (this.running()) process.kill(-this.child.pid!, 'SIGKILL');
    await this.exited;
  }

  /** SIGTERM to the group, as `docker stop` sends; anything but a clean stop (exit 0) fails the test file. */
  async stop(): Promise<void> {
    if (!this.child) return;
    if (this.running()) process.kill(-this.child.pid!, 'SIGTERM');
    const code = await this.exited;
    if (code !== 0)
      throw new Error(
        `the platform process stopped with exit code ${code}:\n${this.out.slice(-4000)}`,
      );
  }
}
