import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks per second for /proc times (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  name: string;
  /** utime + stime in seconds. */
  cpu: number;
  /** cutime + cstime: what its children used that it has waited for (exited ones, gone from /proc). */
  reaped: number;
}

function readStat(pid: string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces: the fields after it are split from its end.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      name: text.slice(text.indexOf('(') + 1, close),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
      reaped: (Number(fields[13]) + Number(fields[14])) / TICKS,
    };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** This process's descendants of a name whose parent is not of that name (a server, not its backends). */
function topmostOfName(all: ProcStat[], byPid: Map<number, ProcStat>, name: string): number[] {
  const descends = (p: ProcStat) => {
    for (let at = byPid.get(p.ppid); at; at = byPid.get(at.ppid))
      if (at.pid === process.pid) return true;
    return false;
  };
  return all
    .filter((p) => p.name === name && byPid.get(p.ppid)?.name !== name && descends(p))
    .map((p) => p.pid);
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(readStat)
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/**
 * CPU seconds used so far by each group: a group is some processes with all their descendants
 * (a cluster's workers count to its primary), or the processes of a name that this benchmark
 * started (`postgres`: the embedded server, whose exited backends count through the postmaster's
 * waited-for time). Read before and after a run, the difference per unit of work says where the
 * machine's time went.
 */
export function cpuSeconds<Group extends string>(
  groups: Record<Group, number[] | string>,
): Record<Group, number> {
  const all = allProcesses();
  const children = new Map<number, number[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const byPid = new Map(all.map((p) => [p.pid, p]));
  const result = {} as Record<Group, number>;
  for (const [group, members] of Object.entries(groups) as [Group, number[] | string][]) {
    let total = 0;
    const queue = typeof members === 'string' ? topmostOfName(all, byPid, members) : [...members];
    while (queue.length) {
      const pid = queue.pop()!;
      const p = byPid.get(pid);
      total += p ? p.cpu + p.reaped : 0;
      queue.push(...(children.get(pid) ?? []));
    }
    result[group] = total;
  }
  return result;
}

/** The processes whose parent is `pid` (a cluster primary's workers). */
export function childPids(pid: number): number[] {
  return allProcesses()
    .filter((p) => p.ppid === pid)
    .map((p) => p.pid);
}

/** Each process's own CPU seconds so far, its descendants' not counted (0 for one gone). */
export function ownCpuSeconds(pids: number[]): number[] {
  return pids.map((pid) => readStat(String(pid))?.cpu ?? 0);
}
