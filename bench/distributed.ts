import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBGRAPHS, type SubgraphName } from '../lib/config';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import { freePorts } from '../test/free-port';
import type { RunningProcess } from './cpu-per-process';
import {
  allWorkersForked,
  processesOf,
  subgraphCountsEnv,
  workersOf,
  type Part,
  type ProcessCounts,
} from './process-counts';
import { startLayoutDatabase } from './layout-database';
import { startProcess, stopAll, waitReady } from './processes';

export interface Distributed {
  gateway: string;
  /** Each subgraph's port. */
  ports: Record<string, number>;
  secrets: { JWT_SECRET: string; SUBGRAPH_SECRET: string };
  /** The environment the services run with (secrets, database, every subgraph's port and URL). */
  env: Record<string, string>;
  /** The gateway's process id, for its memory. */
  gatewayPid: number;
  /**
   * Each subgraph's process id (to sample its memory, for example); a cluster's primary. Subgraphs
   * sharing a process (BENCH_SUBGRAPHS_IN_ONE_PROCESS) share its id.
   */
  pids: Record<string, number>;
  /**
   * Every process of the platform now, a cluster's workers included (children of its primary,
   * which is listed as `<part> primary`), for CPU per process (bench/cpu-per-process.ts).
   */
  processes(): RunningProcess[];
  stop(): Promise<void>;
}

/**
 * The subgraphs of each process: one each, as in a deployment; or, with
 * BENCH_SUBGRAPHS_IN_ONE_PROCESS=1 (bench/smoke.ts, whose figures mean nothing), all of them in one
 * (`start:subgraph -- identity,marketplace,...`), which starts in a fraction of the CPU.
 */
function subgraphProcesses(): SubgraphName[][] {
  const names = SUBGRAPHS.map(({ name }) => name);
  return process.env.BENCH_SUBGRAPHS_IN_ONE_PROCESS === '1' ? [names] : names.map((n) => [n]);
}

/**
 * The distributed layout for a benchmark: a database with the demo seed (./layout-database.ts), every
 * subgraph in its own process and the gateway in another, as in a deployment. `prepare` runs
 * on the seeded database before the services start (credits, for example); `env` is added to
 * every process's environment.
 */
export async function startDistributed(
  env: Record<string, string>,
  prepare?: (prisma: PrismaClient) => Promise<void>,
  counts: ProcessCounts = {},
): Promise<Distributed> {
  try {
    return await startOnce(env, prepare, counts);
  } catch (error) {
    // A free port found here can be taken by another program before the service binds it: one
    // more try, on new ports, before the benchmark gives up.
    console.error(
      `starting the distributed layout failed (${(error as Error).message}); trying once more`,
    );
    return startOnce(env, prepare, counts);
  }
}

async function startOnce(
  env: Record<string, string>,
  prepare: ((prisma: PrismaClient) => Promise<void>) | undefined,
  counts: ProcessCounts,
): Promise<Distributed> {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-bench-'));
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SUBGRAPH_SECRET: randomBytes(32).toString('base64url'),
  };
  Object.assign(process.env, secrets);
  const db = await startLayoutDatabase(dir);
  const children: ReturnType<typeof startProcess>[] = [];
  let gatewayProcess: ReturnType<typeof startProcess> | undefined;
  const stop = async () => {
    // The gateway first, so no request of its own meets a stopped subgraph.
    if (gatewayProcess) await stopAll([gatewayProcess]);
    await stopAll(children);
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (prepare) {
      const prisma = createPrisma(db.url, 2);
      try {
        await prepare(prisma);
      } finally {
        await prisma.$disconnect();
      }
    }
    // The notifications service's development mail catcher too: runs side by side
    // (bench/smoke.ts) would otherwise all ask for its default port.
    const [gatewayPort, catcherPort, ...subgraphPorts] = await freePorts(SUBGRAPHS.length + 2);
    const ports: Record<string, number> = Object.fromEntries(
      SUBGRAPHS.map(({ name }, index) => [name, subgraphPorts[index]]),
    );
    const all: Record<string, string> = {
      ...secrets,
      DATABASE_URL: db.url,
      NODE_ENV: 'production',
      MAIL_CATCHER_PORT: String(catcherPort),
      ...env,
      ...subgraphCountsEnv(counts),
    };
    for (const { name } of SUBGRAPHS) {
      all[`${name.toUpperCase()}_PORT`] = String(ports[name]);
      all[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${ports[name]}/graphql`;
    }
    const groups = subgraphProcesses();
    for (const group of groups)
      children.push(
        startProcess(group.join('+'), 'scripts/start-subgraph.ts', [group.join(',')], all),
      );
    const gatewayEnv = {
      ...all,
      PORT: String(gatewayPort),
      ...(counts.gateway === undefined ? {} : { GATEWAY_WORKERS: String(counts.gateway) }),
    };
    gatewayProcess = startProcess('gateway', 'gateway/main.ts', [], gatewayEnv);
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    const processOf = (name: SubgraphName) =>
      children[groups.findIndex((group) => group.includes(name))];
    const probes = [
      ...SUBGRAPHS.map(({ name }) => ({
        url: `http://127.0.0.1:${ports[name]}`,
        child: processOf(name),
      })),
      { url: gateway, child: gatewayProcess },
    ];
    await Promise.all(probes.map(({ url, child }) => waitReady(`${url}/health/ready`, child)));
    const pids = Object.fromEntries(SUBGRAPHS.map(({ name }) => [name, processOf(name).pid ?? 0]));
    const parts: Part[] = [
      {
        role: 'gateway',
        pid: gatewayProcess.pid!,
        workers: workersOf({ ...process.env, ...gatewayEnv }, ['GATEWAY_WORKERS']),
      },
      ...groups.map((group, index) => ({
        role: group.join('+'),
        pid: children[index].pid!,
        workers: workersOf({ ...process.env, ...all }, [
          `${group[0].toUpperCase()}_WORKERS`,
          'SUBGRAPH_WORKERS',
        ]),
      })),
    ];
    await allWorkersForked(parts);
    return {
      gateway,
      ports,
      secrets,
      env: all,
      gatewayPid: gatewayProcess.pid!,
      pids,
      processes: () => processesOf(parts),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
