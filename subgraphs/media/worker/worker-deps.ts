import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import type { JobDeps } from '../common/deps';
import { identityClient, newTrace, type Trace } from '../common/identity-client';
import type { Clock } from '../../../lib/clock';

/** What a worker is built on: the database, the event bus and where identity is. */
export interface WorkerDeps {
  prisma: PrismaClient;
  events: EventBus;
  /** Where identity is (credits are confirmed, charged and released there). */
  peers: SubgraphDirectory;
  /** What the worker's runs and rounds read the time from (lib/clock.ts; `systemClock` unless a test gives one). */
  clock?: Clock;
}

/**
 * The deps of one piece of the worker's work on a job (a run, or one job of a recovery or
 * settlement round): outside any request, so it gets a trace of its own, which every identity
 * call of that piece carries (common/identity-client.ts).
 */
export function jobWorkDeps(base: WorkerDeps, trace: Trace = newTrace()): JobDeps {
  return {
    prisma: base.prisma,
    events: base.events,
    identity: identityClient(base.peers, trace),
    clock: base.clock,
  };
}
