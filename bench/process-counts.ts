import type { SubgraphName } from '../lib/config';
import { childPids } from './cpu-time';
import type { RunningProcess } from './cpu-per-process';

/**
 * How many processes serve each part (lib/cluster.ts); a part not given takes the environment's
 * setting (the benchmark's own, or `env`'s), else one process.
 */
export interface ProcessCounts {
  /** GATEWAY_WORKERS of the project's gateway (only its: other gateways a benchmark starts from `env` keep theirs). */
  gateway?: number;
  /** SUBGRAPH_WORKERS of every subgraph, or `<NAME>_WORKERS` per name (a name's count wins). */
  subgraphs?: number | Partial<Record<SubgraphName, number>>;
}

/** The settings `counts` stands for: SUBGRAPH_WORKERS and `<NAME>_WORKERS` for every process. */
export function subgraphCountsEnv(counts: ProcessCounts): Record<string, string> {
  if (counts.subgraphs === undefined) return {};
  if (typeof counts.subgraphs === 'number') return { SUBGRAPH_WORKERS: String(counts.subgraphs) };
  return Object.fromEntries(
    Object.entries(counts.subgraphs).map(([name, n]) => [
      `${name.toUpperCase()}_WORKERS`,
      String(n),
    ]),
  );
}

/** How many workers a process started with `env` runs (lib/cluster.ts): 1 when not a cluster. */
export function workersOf(env: Record<string, string | undefined>, settings: string[]): number {
  const set = settings
    .map((name) => env[name])
    .find((value) => value !== undefined && value !== '');
  return Math.max(1, Number(set ?? 1));
}

export interface Part {
  role: string;
  pid: number;
  workers: number;
}

/** Waits until each cluster's primary has forked all its workers (the port answers from the first). */
export async function allWorkersForked(parts: Part[]): Promise<void> {
  const deadline = performance.now() + Number(process.env.BENCH_READY_TIMEOUT_MS ?? 120_000);
  while (parts.some((part) => part.workers > 1 && childPids(part.pid).length < part.workers)) {
    if (performance.now() > deadline) throw new Error('the cluster workers did not all start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every process of the parts now: a cluster's primary and its workers, or the one process. */
export function processesOf(parts: Part[]): RunningProcess[] {
  return parts.flatMap(({ role, pid, workers }) =>
    workers > 1
      ? [
          { role: `${role} primary`, pid },
          ...childPids(pid).map((worker) => ({ role: `${role} worker`, pid: worker })),
        ]
      : [{ role, pid }],
  );
}
