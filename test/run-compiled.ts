import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runMain } from '../lib/service';

const ROOT = resolve(__dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The image's final stage without Docker (Dockerfile): `dist/` from `npm run build` (type-checked)
 * beside `package.json`, the lock file and production dependencies only (`npm ci --omit=dev`), in
 * `dir`. Installing again is skipped while the lock file is the one installed from.
 */
function buildImageFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts', 'build.ts'), join(dir, 'dist')],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const lock = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
  const installed = join(dir, 'node_modules', '.package-lock.json');
  const current =
    existsSync(join(dir, 'package-lock.json')) &&
    readFileSync(join(dir, 'package-lock.json'), 'utf8') === lock &&
    existsSync(installed);
  copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  copyFileSync(join(ROOT, 'package-lock.json'), join(dir, 'package-lock.json'));
  if (!current)
    execFileSync(NPM, ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
}

/**
 * `npm run test:compiled [-- <jest arguments>]`: the end-to-end suites of jest.compiled.config.js
 * against the compiled build with production dependencies only (README "Tests"). With
 * `TEST_COMPILED_DIR` set to such a folder (`.ci/run` builds one), that folder is used as it is;
 * otherwise one is built in `DATA_DIR/compiled` (default `.data/compiled`).
 */
async function main(): Promise<void> {
  let dir = process.env.TEST_COMPILED_DIR;
  if (!dir) {
    dir = resolve(process.env.DATA_DIR ?? join(ROOT, '.data'), 'compiled');
    buildImageFolder(dir);
  }
  const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  const run = spawnSync(
    process.execPath,
    [jest, '--config', join(ROOT, 'jest.compiled.config.js'), ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TEST_COMPILED_DIR: resolve(dir) },
    },
  );
  process.exitCode = run.status ?? 1;
}

runMain('Compiled tests', main);
