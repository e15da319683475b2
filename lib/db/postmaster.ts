import { readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  isNodeProcess,
  processInfo,
  sharedMemoryAttachments,
  signal,
  waitForExit,
  type ProcessInfo,
} from './processes';

/**
 * Crash recovery of the embedded PostgreSQL, run before every start (docs/embedded-database.md).
 *
 * The server is a child process of `npm start`. Nothing in Node.js can make a child die with its
 * parent on `kill -9` (prctl(PR_SET_PDEATHSIG) is not reachable, and postgres has no such option),
 * so when the Node.js process alone is killed the postmaster lives on, holding its port and its
 * `postmaster.pid`. Instead of a watchdog, the next start cleans up: it reads `postmaster.pid`,
 * and when the process named there is a postgres serving THIS data folder whose parent is gone
 * (it was handed to init or a subreaper), it stops it with a fast shutdown and starts afresh.
 * A postmaster whose parent is a live Node.js process belongs to a running start and is never
 * touched: that start fails with a message naming the process instead.
 *
 * Adopting the orphan instead of stopping it was weighed and rejected: its log would go nowhere,
 * its settings could be another start's, and once adopted its parent would stay init, so the
 * next start could no longer tell a running platform from a crashed one.
 */

interface LockFile {
  pid: number;
  /** The System V segment postgres uses as its interlock; absent early in a start. */
  shmid?: number;
}

/** `postmaster.pid`: pid, data folder, start time, port, socket folder, listen address, shared memory key and id, status. */
function readLockFile(dataPath: string): LockFile | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataPath, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const shmid = Number(lines[6]?.trim().split(/\s+/)[1]);
  return { pid: Number(lines[0]), shmid: Number.isInteger(shmid) ? shmid : undefined };
}

function isPostmasterOf(info: ProcessInfo, dataPath: string): boolean {
  const command = ` ${info.argv.join(' ')} `;
  return (
    basename(info.argv[0] ?? '').startsWith('postgres') && command.includes(` -D ${dataPath} `)
  );
}

/** Stops an orphaned postmaster: fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL. */
async function stopOrphan(pid: number): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ];
  for (const [name, waitMs] of steps) {
    try {
      if (!signal(pid, name)) return;
    } catch (error) {
      throw new Error(
        `could not stop the PostgreSQL (pid ${pid}) left running by an earlier start: ${(error as Error).message}; stop it as the user who owns it`,
      );
    }
    if (await waitForExit(pid, waitMs)) return;
  }
  throw new Error(`the PostgreSQL (pid ${pid}) left running by an earlier start did not stop`);
}

/**
 * Waits until no process is attached to the shared memory segment named in the lock file: the
 * server processes of a killed postmaster exit on their own once they notice it is gone, and
 * postgres refuses to start while any is left. False when they linger or this cannot be known.
 */
async function waitForOldServerProcesses(lock: LockFile): Promise<boolean> {
  const until = performance.now() + 5_000;
  for (;;) {
    const attached = lock.shmid === undefined ? 0 : sharedMemoryAttachments(lock.shmid);
    if (attached === 0) return true;
    if (attached === undefined || performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Makes the data folder startable after an abrupt end of an earlier start (see above). Throws
 * when a running start of this platform still uses the folder.
 */
export async function recoverFromAbruptStop(
  dataPath: string,
  log: (line: string) => void,
): Promise<void> {
  // Twice at most: an orphan stopped by SIGKILL leaves its lock file behind for the second look.
  for (let look = 0; look < 2; look++) {
    const lock = readLockFile(dataPath);
    if (!lock) return;
    const owner = processInfo(lock.pid);
    if (!owner) {
      // No such process: postgres replaces the lock file itself, once its old processes are gone.
      await waitForOldServerProcesses(lock);
      return;
    }
    if (owner.zombie || !isPostmasterOf(owner, dataPath)) {
      // A zombie, or another program under a reused pid (in a new container pids start at 1
      // again): postgres takes the pid as alive and would refuse to start. The file is also
      // postgres's guard against old server processes still using the folder, so it goes only
      // once none is attached to its shared memory; otherwise postgres refuses and explains.
      if (await waitForOldServerProcesses(lock)) {
        rmSync(join(dataPath, 'postmaster.pid'), { force: true });
        log(`removed the stale postmaster.pid of PostgreSQL process ${lock.pid}, which is gone`);
      }
      return;
    }
    const parent = owner.ppid === 1 ? undefined : processInfo(owner.ppid);
    if (parent && !parent.zombie && isNodeProcess(parent)) {
      throw new Error(
        `the embedded PostgreSQL of ${dataPath} is in use by a running process (pid ${parent.pid}: ${parent.argv.join(' ')}); stop that one first or use another DATA_DIR`,
      );
    }
    log(
      `PostgreSQL (pid ${lock.pid}) was left running by an earlier start that ended abruptly; stopping it`,
    );
    await stopOrphan(lock.pid);
  }
}
