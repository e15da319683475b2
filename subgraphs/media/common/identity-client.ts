import { randomUUID } from 'node:crypto';
import { traceIdFrom } from '../../../lib/context';
import {
  IdentityCreditsClient,
  type CreditSettlement,
  type HoldAnswer,
} from '../../../lib/subgraph/clients/identity-credits';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';

/*
 * Identity's credit holds as media uses them (docs/wallets.md, "Holds"): the one place media talks
 * to identity. Every call carries the request id and W3C trace of what it is made for (a request,
 * or one run of the worker), so identity's side of a job's credits joins media's in the logs.
 */

/** The request (or worker run) a call is made for: its ids travel with the call. */
export interface Trace {
  requestId: string;
  traceId: string;
}

/**
 * The ids of work done outside any request (a worker's run or round): a request id of its own,
 * and the trace of `traceparent` (the request that created a job) or, without one, a new trace
 * derived from that id as for a request without `traceparent` (lib/context.ts, traceIdFrom).
 */
export function newTrace(traceparent?: string | null): Trace {
  const requestId = randomUUID();
  return { requestId, traceId: traceIdFrom(traceparent ?? undefined, requestId) };
}

interface Reservation {
  reservationId: string;
  tenantId: string;
  userId: string;
  teamId: string | null;
  amount: number;
  reference: string;
}

/** What identity says of a hold media asks it to confirm (lib/subgraph/clients/identity-credits.ts). */
export type { HoldAnswer };

type SettlementOutcome = CreditSettlement;

export interface IdentityClient {
  /** Holds credits (the user's wallet, or the team's with `teamId`); 402 ERR_INSUFFICIENT_CREDITS is passed on unchanged. */
  reserve(reservation: Reservation): Promise<void>;
  /** Confirms the hold of a reservation: the job may run once it is `held`. */
  confirm(tenantId: string, reservationId: string): Promise<HoldAnswer>;
  /** Settles a reservation by id; identity applies each reservation's settlement once. */
  settle(tenantId: string, reservationId: string, outcome: SettlementOutcome): Promise<void>;
}

/** Identity's credits (lib/subgraph/clients/identity-credits.ts) as media reads them, every call on `trace`. */
export function identityClient(peers: SubgraphDirectory, trace: Trace): IdentityClient {
  const credits = new IdentityCreditsClient(peers);
  const origin = (tenantId: string) => ({
    tenantId,
    requestId: trace.requestId,
    traceId: trace.traceId,
  });
  return {
    async reserve(reservation) {
      const { tenantId, ...input } = reservation;
      await credits.reserve(origin(tenantId), input);
    },
    confirm: (tenantId, reservationId) => credits.confirmHold(origin(tenantId), reservationId),
    async settle(tenantId, reservationId, outcome) {
      await credits.settle(origin(tenantId), reservationId, outcome);
    },
  };
}
