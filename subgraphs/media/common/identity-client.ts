import { randomUUID } from 'node:crypto';
import { traceIdFrom } from '../../../lib/context';
import {
  creditHolds,
  type CallTrace,
  type CreditHolds,
  type HoldAnswer,
} from '../../../lib/subgraph/clients/identity-credits';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';

/*
 * Identity's credit holds as media uses them (docs/wallets.md, "Holds"): the one place media talks
 * to identity. Every call carries the request id and W3C trace of what it is made for (a request,
 * or one run of the worker), so identity's side of a job's credits joins media's in the logs.
 */

/** The request (or worker run) a call is made for: its ids travel with the call. */
export type Trace = CallTrace;

/**
 * The ids of work done outside any request (a worker's run or round): a request id of its own,
 * and the trace of `traceparent` (the request that created a job) or, without one, a new trace
 * derived from that id as for a request without `traceparent` (lib/context.ts, traceIdFrom).
 */
export function newTrace(traceparent?: string | null): Trace {
  const requestId = randomUUID();
  return { requestId, traceId: traceIdFrom(traceparent ?? undefined, requestId) };
}

/** What identity says of a hold media asks it to confirm (lib/subgraph/clients/identity-credits.ts). */
export type { HoldAnswer };

/** Identity's credit holds as media calls them (one definition: lib/subgraph/clients/identity-credits.ts). */
export type IdentityClient = CreditHolds;

/** Identity's credits as media reads them, every call on `trace`. */
export const identityClient = (peers: SubgraphDirectory, trace: Trace): IdentityClient =>
  creditHolds(peers, trace);
