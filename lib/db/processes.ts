import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** What the crash recovery of the embedded database needs to know about another process. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Exited but not yet reaped by its parent: it holds no port, memory or files any more. */
  zombie: boolean;
  /** Its arguments, the program first; on systems without /proc, `ps` gives them space-joined. */
  argv: string[];
}

const HAS_PROC = existsSync('/proc/self/stat');

/** The process with this id, or undefined when there is none (or it cannot be inspected here). */
export function processInfo(pid: number): ProcessInfo | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return HAS_PROC ? fromProc(pid) : fromPs(pid);
}

function fromProc(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so parse after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((arg) => arg !== '');
    return { pid, ppid: Number(ppid), zombie: state === 'Z', argv };
  } catch {
    return undefined; // gone, or gone between the two reads
  }
}

function fromPs(pid: number): ProcessInfo | undefined {
  if (process.platform === 'win32') return undefined;
  try {
    const line = execFileSync('ps', ['-o', 'stat=,ppid=,command=', '-p', String(pid)], {
      encoding: 'utf8',
    }).trim();
    const match = /^(\S+)\s+(\d+)\s+(.*)$/.exec(line);
    if (!match) return undefined;
    return {
      pid,
      ppid: Number(match[2]),
      zombie: match[1].startsWith('Z'),
      argv: match[3].split(' '),
    };
  } catch {
    return undefined; // ps exits 1 when there is no such process
  }
}

/** True while the process exists and has not exited (a zombie has exited). */
export function isRunning(pid: number): boolean {
  const info = processInfo(pid);
  if (info) return !info.zombie;
  if (process.platform !== 'win32') return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A Node.js process: the only kind of parent that starts this platform's embedded database. */
export function isNodeProcess(info: ProcessInfo): boolean {
  const program = basename(info.argv[0] ?? '');
  return program === basename(process.execPath) || /^node(js)?(\.exe)?$/.test(program);
}

/** Sends a signal; false when the process is already gone. */
export function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/** Waits until the process has exited; false when it is still running after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (isRunning(pid)) {
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * How many processes still have the System V shared memory segment `shmid` attached, from
 * /proc/sysvipc/shm (Linux); 0 when the segment is gone, undefined when this cannot be known.
 */
export function sharedMemoryAttachments(shmid: number): number | undefined {
  if (!existsSync('/proc/sysvipc/shm')) return undefined;
  const rows = readFileSync('/proc/sysvipc/shm', 'utf8').trim().split('\n').slice(1);
  for (const row of rows) {
    // key shmid perms size cpid lpid nattch ...
    const fields = row.trim().split(/\s+/);
    if (Number(fields[1]) === shmid) return Number(fields[6]);
  }
  return 0;
}
