import { AppError } from '../../../lib/errors';
import {
  IdentityCreditsClient,
  type CreditSettlement,
} from '../../../lib/subgraph/clients/identity-credits';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';

/*
 * Identity's credit holds as the events service uses them (docs/wallets.md, "Holds";
 * docs/events.md): one hold per paid ticket, confirmed once its order is written, settled once
 * the ticket's fate is decided. Every call carries the request id and trace of what it is made
 * for (a request, or one settlement round).
 */

/** The request (or round) a call is made for: its ids travel with the call. */
export interface CallTrace {
  requestId: string;
  traceId: string;
}

export interface TicketHold {
  reservationId: string;
  tenantId: string;
  userId: string;
  teamId: string | null;
  amount: number;
  reference: string;
}

/**
 * What identity says of a hold the service confirms: `held` (confirmed now or before), `expired`
 * (it ran out or was settled: the credits went back) or `unknown` (never stored). Any other
 * failure is thrown: the answer is not known yet and the round asks again.
 */
export type HoldAnswer = 'held' | 'expired' | 'unknown';

export interface IdentityClient {
  /** Holds credits (the user's wallet, or the team's); 402 and 403 are passed on unchanged. */
  reserve(hold: TicketHold): Promise<void>;
  confirm(tenantId: string, reservationId: string): Promise<HoldAnswer>;
  /** Settles once; repeats answer the settled reservation, an unknown one is nothing to settle. */
  settle(tenantId: string, reservationId: string, outcome: CreditSettlement): Promise<void>;
}

const isCode = (error: unknown, code: string) => error instanceof AppError && error.code === code;

/** Identity's credits (lib/subgraph/clients/identity-credits.ts), every call on `trace`. */
export function identityClient(peers: SubgraphDirectory, trace: CallTrace): IdentityClient {
  const credits = new IdentityCreditsClient(peers);
  const origin = (tenantId: string) => ({
    tenantId,
    requestId: trace.requestId,
    traceId: trace.traceId,
  });
  return {
    async reserve({ tenantId, ...input }) {
      await credits.reserve(origin(tenantId), input);
    },
    async confirm(tenantId, reservationId) {
      try {
        await credits.confirm(origin(tenantId), reservationId);
        return 'held';
      } catch (error) {
        if (isCode(error, 'INVALID_STATE')) return 'expired';
        if (isCode(error, 'NOT_FOUND')) return 'unknown';
        throw error;
      }
    },
    async settle(tenantId, reservationId, outcome) {
      try {
        await credits.settle(origin(tenantId), reservationId, outcome);
      } catch (error) {
        // A hold whose reserve never reached identity (a crash, or the 402 of a sibling) holds nothing.
        if (!isCode(error, 'NOT_FOUND')) throw error;
      }
    },
  };
}
