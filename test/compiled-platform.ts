import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePorts } from './start-process';
import { waitFor } from './wait';
import type { RateLimitOptions } from '../gateway/rate-limit/policy';
import type { TestPlatformOptions } from './harness';

/**
 * The folder `npm run test:compiled` points the harness at (scripts/test-compiled.ts): `dist/`
 * from `npm run build` beside production dependencies only, as the image's final stage holds them.
 * Unset, test files run the platform from the TypeScript sources in the jest process.
 */
export function compiledBuildDir(): string | undefined {
  const dir = process.env.TEST_COMPILED_DIR;
  if (!dir) return undefined;
  if (!existsSync(join(dir, 'dist', 'scripts', 'start.js'))) throw new Error(`TEST_COMPILED_DIR=${dir} holds no dist/scripts/start.js: run npm run test:compiled`);
  return dir;
}

/** A test file's options as the environment of `node dist/scripts/start.js`; one the environment cannot express fails the file. */
export function compiledEnv(options: TestPlatformOptions, limits: RateLimitOptions): Record<string, string> {
  const unsupported = (['persisted', 'creditHolds', 'ai', 'media', 'reports', 'ml', 'storage'] as const).filter((name) => options[name] !== undefined);
  if (unsupported.length > 0) throw new Error(`not expressible against the compiled build (set through code, not the environment): ${unsupported.join(', ')}`);
  const env: Record<string, string> = {
    RATE_LIMIT_PER_MINUTE: String(limits.perMinute),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(limits.anonymousPerMinute),
    RATE_LIMIT_STORE: limits.store,
    TRUSTED_PROXIES: String(limits.trustedProxies ?? 0),
  };
  if (options.kafkaBrokers?.length) env.KAFKA_BROKERS = options.kafkaBrokers.join(',');
  return env;
}

/** What a test file may ask of the compiled platform: only what an operator sets through the environment. */
export interface CompiledSettings {
  databaseUrl: string;
  storageDir: string;
  dataDir: string;
  env: Record<string, string>;
}

// The test run's own settings, which the image does not have, and a tsx hook it must not inherit.
const NOT_INHERITED = ['NODE_OPTIONS', 'TEST_DATABASE_SERVER_URL', 'TEST_COMPILED_DIR', 'KAFKA_BROKERS', 'DATABASE_URL', 'STORAGE_DIR', 'DATA_DIR', 'HOST'];

/**
 * `node dist/scripts/start.js` as the image runs it (NODE_ENV=production, plain node, its own
 * node_modules), in its own process group, on free ports. The test run's JWT and subgraph secrets
 * are passed on, so tests can sign tokens the platform accepts.
 */
export class CompiledPlatform {
  private child?: ChildProcess;
  private exited?: Promise<number | null>;
  private out = '';
  url = '';

  constructor(private readonly dir: string, private readonly settings: CompiledSettings) {}

  async start(): Promise<void> {
    const ports = await freePorts();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of NOT_INHERITED) delete env[name];
    Object.assign(env, { NODE_ENV: 'production', DATABASE_URL: this.settings.databaseUrl, STORAGE_DIR: this.settings.storageDir, DATA_DIR: this.settings.dataDir });
    for (const [setting, port] of Object.entries(ports)) env[setting] = String(port);
    Object.assign(env, this.settings.env);
    // cwd is the build: nothing may be read from the sources.
    const child = spawn(process.execPath, [join(this.dir, 'dist', 'scripts', 'start.js')], { cwd: this.dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout!.on('data', (chunk) => (this.out += String(chunk)));
    child.stderr!.on('data', (chunk) => (this.out += String(chunk)));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await waitFor(
      () => {
        if (this.out.includes('Lanes platform ready')) return true;
        if (!this.running()) throw new Error(`the compiled platform exited (${child.exitCode}) before it was ready:\n${this.out}`);
        return false;
      },
      150_000,
      () => this.out,
    );
    this.url = `http://127.0.0.1:${ports.PORT}`;
  }

  running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGTERM to the group, as `docker stop` sends; a clean stop exits 0, anything else fails the test file. */
  async stop(): Promise<void> {
    if (!this.child) return;
    if (this.running()) process.kill(-this.child.pid!, 'SIGTERM');
    const code = await this.exited;
    if (code !== 0) throw new Error(`the compiled platform stopped with exit code ${code}:\n${this.out.slice(-4000)}`);
  }
}
