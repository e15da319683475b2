import gql from 'graphql-tag';
import { envInt } from '../../lib/config';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { adminResolvers } from './admin/resolvers';
import { expirySweep } from './admin/expiry-sweep';
import { exportResolvers } from './exports/resolvers';
import type { Resolvers } from './generated/graphql';
import { healthResolvers } from './health/resolvers';
import { deliveryOf } from './schedules/delivery';
import { scheduleResolvers } from './schedules/resolvers';
import { reportsScheduler } from './schedules/scheduler';
import { systemClock, type Clock } from '../../lib/clock';
import { createReportsContext } from './common/context';
import type { ReportsDeps, ReportsServices } from './common/deps';
import { IntegrationsClient } from './common/integrations-client';
import { sharedResolvers } from './common/resolvers';
import { DatasetSourceClient } from './common/source-client';
import { templateResolvers } from './templates/resolvers';
import { webhookResolvers } from './webhooks/resolvers';
import { exportWorker, type ExportWorker, type ExportWorkerOptions } from './worker/export-worker';

/** Every feature folder's schema part (lib/subgraph/sdl.ts). */
const typeDefs = gql(loadSubgraphSdl(__dirname));

const resolvers = mergeResolvers<Resolvers>(
  sharedResolvers,
  healthResolvers,
  templateResolvers,
  exportResolvers,
  scheduleResolvers,
  adminResolvers,
  webhookResolvers,
);

/** What a caller (tests, the benchmark) may set instead of the environment. */
export interface ReportsOverrides {
  clock?: Clock;
  worker?: Partial<ExportWorkerOptions>;
  /** How often the scheduler looks for due slots (default REPORTS_SCHEDULER_POLL_MS, 15 s). */
  schedulerPollMs?: number;
  /** How often expired exports are swept (default REPORTS_EXPIRY_SWEEP_MS, 10 minutes). */
  expirySweepMs?: number;
}

export type ReportsStartOptions = SubgraphStartOptions & { reports?: ReportsOverrides };

/** The worker's settings from the environment, checked before anything listens. */
function workerOptionsFromEnv(
  overrides: Partial<ExportWorkerOptions> = {},
): Omit<ExportWorkerOptions, 'delivery'> {
  const pageSize = overrides.pageSize ?? envInt('REPORTS_PAGE_SIZE', 500);
  if (pageSize < 1 || pageSize > 10_000)
    throw new Error(`REPORTS_PAGE_SIZE must be 1 to 10000, not ${pageSize}`);
  return {
    pollIntervalMs: overrides.pollIntervalMs ?? envInt('REPORTS_WORKER_POLL_MS', 1000),
    concurrency: Math.max(1, overrides.concurrency ?? envInt('REPORTS_WORKER_CONCURRENCY', 1)),
    leaseMs: overrides.leaseMs ?? envInt('REPORTS_LEASE_MS', 60_000),
    pageSize,
    pdfMaxRows: overrides.pdfMaxRows ?? envInt('REPORTS_PDF_MAX_ROWS', 100_000),
    onRunEnded: overrides.onRunEnded,
  };
}

/**
 * The reports service (docs/api/reports.md) and, beside it, its export worker, its scheduler
 * and its expiry sweep (docs/reports.md): any number of instances share the queue and the slots.
 */
export function startReportsSubgraph(options: ReportsStartOptions): Promise<RunningService> {
  const overrides = options.reports ?? {};
  const settings = workerOptionsFromEnv(overrides.worker);
  let worker: ExportWorker | undefined;
  const services: ReportsServices = {
    prisma: options.prisma,
    storage: options.storage,
    events: options.events,
    clock: overrides.clock ?? options.clock ?? systemClock,
    sources: new DatasetSourceClient(options.peers),
    integrations: new IntegrationsClient(options.peers),
    wakeWorker: () => worker?.kick(),
  };
  const backgroundDeps = (): ReportsDeps => ({
    ...services,
    requestId: 'reports-background',
    traceId: 'reports-background',
  });
  worker = exportWorker(backgroundDeps, {
    ...settings,
    delivery: (row) => deliveryOf(services, row),
  });
  const scheduler = reportsScheduler(
    backgroundDeps,
    overrides.schedulerPollMs ?? envInt('REPORTS_SCHEDULER_POLL_MS', 15_000),
  );
  const sweep = expirySweep(
    backgroundDeps,
    overrides.expirySweepMs ?? envInt('REPORTS_EXPIRY_SWEEP_MS', 600_000),
  );
  return startSubgraphServer({
    ...options,
    name: 'reports',
    typeDefs,
    resolvers,
    createContext: (base) => createReportsContext(services, base),
    background: [worker, scheduler, sweep],
  });
}
