import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port';
import { isAlive, postmasterPid } from '../start-process';
import { waitFor } from '../wait';

/*
 * The embedded PostgreSQL runs in a session of its own (docs/embedded-database.md), so a
 * terminal's Ctrl-C no longer reaches it: a command that does not stop it itself must not leave
 * it running. A process that handles the signal stops it after its services (test/start-interrupt.test.ts).
 */

jest.setTimeout(120_000);

const dirs: string[] = [];
const postmasters: number[] = [];
afterAll(() => {
  for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The fixture command in its own process group, once its database is ready. */
async function holdDatabase(mode: 'wait' | 'exit'): Promise<{
  dir: string;
  postmaster: number;
  group: number;
  ended: Promise<[number | null, NodeJS.Signals | null]>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-hold-'));
  dirs.push(dir);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/lib/fixtures/hold-database.ts', dir, String(await freePort()), mode],
    {
      cwd: resolve(__dirname, '../..'),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += String(chunk)));
  child.stderr.on('data', (chunk) => (out += String(chunk)));
  const ended = new Promise<[number | null, NodeJS.Signals | null]>((done) =>
    child.once('exit', (code, signal) => done([code, signal])),
  );
  await waitFor(
    () => out.includes('ready') || child.exitCode !== null,
    90_000,
    () => out,
  );
  const postmaster = postmasterPid(dir)!;
  postmasters.push(postmaster);
  return { dir, postmaster, group: child.pid!, ended };
}

describe('a command holding the embedded database', () => {
  it('Ctrl-C (SIGINT to its process group): the command ends by the signal and the database stops with it', async () => {
    const held = await holdDatabase('wait');
    expect(isAlive(held.postmaster)).toBe(true);
    process.kill(-held.group, 'SIGINT');
    expect(await held.ended).toEqual([null, 'SIGINT']);
    await waitFor(() => !isAlive(held.postmaster), 30_000);
    expect(postmasterPid(held.dir)).toBeUndefined();
  });

  it('process.exit without stopping it: the database stops too', async () => {
    const held = await holdDatabase('exit');
    expect(await held.ended).toEqual([3, null]);
    await waitFor(() => !isAlive(held.postmaster), 30_000);
    expect(postmasterPid(held.dir)).toBeUndefined();
  });
});
