import { readdirSync, readFileSync } from 'node:fs';

/*
 * CPU time of benchmark processes from /proc (Linux), in milliseconds. CPU time per unit of work
 * is much less sensitive to other load on the machine than wall-clock rates, so the benchmarks
 * report it next to their rates. Elsewhere than Linux every figure is 0.
 */

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the benchmarks run on.

interface Stat {
  ppid: number;
  /** utime + stime of the process itself, ms. */
  own: number;
  /** cutime + cstime: its children that exited and were waited for, ms. */
  reaped: number;
}

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past its ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ms = (index: number) => (Number(fields[index]) * 1000) / TICKS_PER_SECOND;
    return { ppid: Number(fields[1]), own: ms(11) + ms(12), reaped: ms(13) + ms(14) };
  } catch {
    return null; // gone
  }
}

/** One process's CPU time so far (0 once it is gone). */
export function processCpuMs(pid: number): number {
  return stat(pid)?.own ?? 0;
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (Number.isInteger(pid) && stat(pid)?.ppid === parent) pids.push(pid);
  }
  return pids;
}

/** The embedded PostgreSQL's server process: a child of this process named `postgres`. */
export function findPostmaster(): number | null {
  try {
    return childrenOf(process.pid).find((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ?? null;
  } catch {
    return null;
  }
}

/** The whole server's CPU time: the postmaster, its live backends, and the backends that exited. */
export function postgresCpuMs(postmaster: number | null): number {
  if (postmaster === null) return 0;
  const main = stat(postmaster);
  if (!main) return 0;
  return main.own + main.reaped + childrenOf(postmaster).reduce((sum, pid) => sum + processCpuMs(pid), 0);
}
