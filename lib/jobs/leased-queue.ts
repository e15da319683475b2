import type { Attributes, Span } from '@opentelemetry/api';
import type { Db, Prisma, PrismaClient } from '../db/prisma';
import { queueMetrics } from '../observability/queue-metrics';
import { activeTraceparent, contextFrom, inSpan, SpanKind } from '../observability/trace-context';
import {
  claimRows,
  countRows,
  handBackRow,
  queuedOf,
  renewRow,
  type Claim,
  type QueueTable,
} from './leased-queue-store';

export type { Claim } from './leased-queue-store';

/** A queue: its table, its name at /metrics, its retry bound and the Prisma names of its fence. */
export interface QueueSpec extends QueueTable {
  /** The `queue` label of job_queue_depth and job_queue_oldest_age_seconds. */
  name: string;
  /** Claims of one row before it is answered exhausted; null when the service bounds it otherwise. */
  maxClaims: number | null;
  /** The Prisma field names of the claim counter and the owner (the store's own fenced writes). */
  claimsField: string;
  ownerField: string;
}

/** A row just claimed; `exhausted` when the claim went past the queue's `maxClaims`. */
export interface QueueClaim extends Claim {
  exhausted: boolean;
}

/**
 * One leased job queue over a service's own table: claim, renew, hand back, the fence of the
 * store's own writes, and the depth gauge. The protocol and why it holds: leased-queue-store.ts.
 */
export interface LeasedQueue {
  readonly spec: QueueSpec;
  /**
   * Leases up to `limit` rows to `owner` in one statement; empty when none waits. `at`: the
   * claimer's clock instead of the database's (leased-queue-store.ts, claimRows).
   */
  claim(db: Db, owner: string, leaseMs: number, limit?: number, at?: Date): Promise<QueueClaim[]>;
  /** Extends the lease, with `set` written alongside (progress); false when the claim lost the row. */
  renew(db: Db, claim: Claim, leaseMs: number, set?: Prisma.Sql): Promise<boolean>;
  /** Ends the lease now (the worker stops mid-run): the next claim takes the row at once. */
  handBack(db: Db, claim: Claim): Promise<void>;
  /** The `where` of a store's own write that must land only while the claim holds (`W` its model's). */
  held<W>(claim: Claim): W;
  /** The queue's depth and oldest waiting row at /metrics, started and stopped with the service. */
  gauge(db: PrismaClient): { start(): void; stop(): Promise<void> };
}

export function leasedQueue(spec: QueueSpec): LeasedQueue {
  return {
    spec,
    async claim(db, owner, leaseMs, limit = 1, at) {
      const rows = await claimRows(db, spec, owner, leaseMs, limit, at);
      return rows.map((row) => ({
        id: row.id,
        token: row.token,
        owner,
        exhausted: spec.maxClaims !== null && row.token > spec.maxClaims,
      }));
    },
    renew: (db, claim, leaseMs, set) => renewRow(db, spec, claim, leaseMs, set),
    handBack: (db, claim) => handBackRow(db, spec, claim),
    held: <W>(claim: Claim) =>
      ({
        id: claim.id,
        status: spec.keepsStatus ? { in: queuedOf(spec) } : spec.running,
        [spec.claimsField]: claim.token,
        [spec.ownerField]: claim.owner,
      }) as W,
    gauge: (db) =>
      queueMetrics(
        spec.name,
        {
          waiting: queuedOf(spec)[0],
          running: spec.running,
        },
        () => countRows(db, spec),
      ),
  };
}

/** The `traceparent` a queued row keeps: the request that wrote it, so its run joins that trace. */
export function enqueuedTraceparent(): string | null {
  return activeTraceparent() ?? null;
}

/**
 * Runs one claimed row's work as a CONSUMER span of `part` continuing the trace of the request
 * that queued it (the row's `traceparent`; without one the run starts a trace of its own), with
 * the row's id (`lanes.job.id`) and tenant. Everything the run does (queries, calls to other
 * services, events) is a child of this span; the run records its end as `lanes.job.result`.
 */
export function inQueuedRun<T>(
  part: string,
  name: string,
  row: { id: string; tenantId: string; traceparent: string | null },
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = contextFrom({ traceparent: row.traceparent ?? undefined });
  const all = { 'lanes.job.id': row.id, 'lanes.tenant_id': row.tenantId, ...attributes };
  return inSpan(part, name, { kind: SpanKind.CONSUMER, parent, attributes: all }, work);
}
