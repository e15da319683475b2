import { cpuSeconds, ownCpuSeconds } from './cpu-time';

/** One process of a benchmark's platform: what it is (`gateway worker`, `identity`) and its pid. */
export interface RunningProcess {
  role: string;
  pid: number;
}

interface ProcessCpu extends RunningProcess {
  /** CPU milliseconds it used over the measured span. */
  ms: number;
}

/**
 * Reads the CPU each process has used so far, and PostgreSQL's (the embedded server with its
 * backends, bench/cpu-time.ts); `done` reads again and answers what each used in between, a
 * cluster's primary and each of its workers apart (the primary only hands connections on).
 */
export function measureCpuPerProcess(processes: RunningProcess[]): { done(): ProcessCpu[] } {
  const pids = processes.map((p) => p.pid);
  const before = { own: ownCpuSeconds(pids), postgres: cpuSeconds({ postgres: 'postgres' }) };
  return {
    done() {
      const own = ownCpuSeconds(pids);
      const postgres = cpuSeconds({ postgres: 'postgres' }).postgres - before.postgres.postgres;
      return [
        ...processes.map((p, i) => ({ ...p, ms: Math.max(0, own[i] - before.own[i]) * 1000 })),
        { role: 'postgres (all backends)', pid: 0, ms: postgres * 1000 },
      ];
    },
  };
}

/** Prints "CPU per process": role, pid and CPU ms per request over a run of `requests`. */
export function printCpuPerProcess(title: string, rows: ProcessCpu[], requests: number): void {
  const perRequest = (ms: number) => (ms / Math.max(1, requests)).toFixed(3).padStart(10);
  console.log(`\nCPU per process, ${title} (${requests} requests)`);
  console.log(`${'role'.padEnd(28)} ${'pid'.padStart(8)} CPU ms/req`);
  for (const row of rows)
    console.log(
      `${row.role.padEnd(28)} ${(row.pid ? String(row.pid) : '-').padStart(8)} ${perRequest(row.ms)}`,
    );
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`${'all'.padEnd(28)} ${''.padStart(8)} ${perRequest(total)}`);
}
