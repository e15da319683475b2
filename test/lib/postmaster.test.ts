import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recoverFromAbruptStop } from '../../lib/db/postmaster';
import { processInfo } from '../../lib/db/processes';
import { waitFor } from '../wait';

// Real processes stand in for a postmaster: the recovery looks at pids, parents and command lines.
let dir: string;
let dataPath: string;
const spawned: ChildProcess[] = [];
const pids: number[] = [];
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lanes-postmaster-'));
  dataPath = join(dir, 'pg');
  mkdirSync(dataPath);
  lines.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => {
  for (const child of spawned) child.kill('SIGKILL');
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

function writeLockFile(pid: number): void {
  // The layout postgres writes; no shared memory line, as early in a start.
  writeFileSync(
    join(dataPath, 'postmaster.pid'),
    `${pid}\n${dataPath}\n1795677095\n5432\n\n127.0.0.1\n`,
  );
}

const lockFileExists = () => existsSync(join(dataPath, 'postmaster.pid'));

/** A Node.js process whose command line reads like a postmaster of `dataPath`. */
function fakePostmasterArgs(): string[] {
  return ['-e', 'setInterval(() => {}, 1000)', '--', '-D', dataPath];
}

function spawnedPid(child: ChildProcess): Promise<number> {
  return new Promise((resolve) =>
    child.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
}

describe('recovery of the embedded PostgreSQL before a start', () => {
  it('leaves a lock file whose process is gone to postgres, which replaces it itself', async () => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    writeLockFile(gone.pid!);
    await recoverFromAbruptStop(dataPath, log);
    expect(lockFileExists()).toBe(true);
    expect(lines).toEqual([]);
  });

  it('removes a lock file whose pid now belongs to another program', async () => {
    const other = spawn('sleep', ['30']);
    spawned.push(other);
    writeLockFile(other.pid!);
    await recoverFromAbruptStop(dataPath, log);
    expect(lockFileExists()).toBe(false);
    expect(lines).toEqual([
      `removed the stale postmaster.pid of PostgreSQL process ${other.pid}, which is gone`,
    ]);
    expect(other.exitCode).toBeNull(); // and leaves that program alone
  });

  it('removes a lock file whose postmaster is a zombie nobody has collected yet', async () => {
    // The shell becomes `sleep 30` before its child `sleep 1` ends, and sleep never collects it.
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30']);
    spawned.push(parent);
    const zombie = await spawnedPid(parent);
    await waitFor(() => processInfo(zombie)?.zombie);
    writeLockFile(zombie);
    await recoverFromAbruptStop(dataPath, log);
    expect(lockFileExists()).toBe(false);
  });

  it('refuses a postmaster of the folder whose parent, a start, is still running', async () => {
    const postmaster = spawn(process.execPath, fakePostmasterArgs(), { argv0: 'postgres' });
    spawned.push(postmaster);
    await waitFor(() => processInfo(postmaster.pid!)?.argv.includes('-D'));
    writeLockFile(postmaster.pid!);
    await expect(recoverFromAbruptStop(dataPath, log)).rejects.toThrow(
      `is in use by a running process (pid ${process.pid}`,
    );
    expect(processInfo(postmaster.pid!)?.zombie).toBe(false);
    expect(lockFileExists()).toBe(true);
  });

  it('stops a postmaster of the folder whose parent is gone', async () => {
    // The parent starts the postmaster, prints its pid and exits: the postmaster is an orphan.
    const script = `const c = require('child_process').spawn(process.execPath, ${JSON.stringify(fakePostmasterArgs())}, { argv0: 'postgres', detached: true, stdio: 'ignore' }); console.log(c.pid); c.unref();`;
    const parent = spawn(process.execPath, ['-e', script]);
    const orphan = await spawnedPid(parent);
    pids.push(orphan);
    await waitFor(
      () => processInfo(orphan)?.ppid !== parent.pid && processInfo(orphan)?.argv.includes('-D'),
    );
    writeLockFile(orphan);
    await recoverFromAbruptStop(dataPath, log);
    expect(lines[0]).toBe(
      `PostgreSQL (pid ${orphan}) was left running by an earlier start that ended abruptly; stopping it`,
    );
    const after = processInfo(orphan);
    expect(after === undefined || after.zombie).toBe(true);
  });
});
