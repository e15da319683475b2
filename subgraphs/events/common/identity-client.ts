import { AppError } from '../../../lib/errors';
import {
  IdentityCreditsClient,
  type CreditSettlement,
  type HoldAnswer,
} from '../../../lib/subgraph/clients/identity-credits';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';

/*
 * Identity's credit holds as the events service uses them (docs/wallets.md, "Holds";
 * docs/api/events.md, "Orders"): one hold per paid ticket, confirmed once its order is written,
 * settled once the ticket's fate is decided. Every call carries the request id and trace of what
 * it is made for (a request, or one settlement round).
 */

/** The request (or round) a call is made for: its ids travel with the call. */
export interface CallTrace {
  requestId: string;
  traceId: string;
}

interface TicketHold {
  reservationId: string;
  tenantId: string;
  userId: string;
  teamId: string | null;
  amount: number;
  reference: string;
}

export interface IdentityClient {
  /** Holds credits (the user's wallet, or the team's); 402 and 403 are passed on unchanged. */
  reserve(hold: TicketHold): Promise<void>;
  confirm(tenantId: string, reservationId: string): Promise<HoldAnswer>;
  /** Settles once; repeats answer the settled reservation, an unknown one is nothing to settle. */
  settle(tenantId: string, reservationId: string, outcome: CreditSettlement): Promise<void>;
}

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
    confirm: (tenantId, reservationId) => credits.confirmHold(origin(tenantId), reservationId),
    async settle(tenantId, reservationId, outcome) {
      try {
        await credits.settle(origin(tenantId), reservationId, outcome);
      } catch (error) {
        // A hold whose reserve never reached identity (a crash, or the 402 of a sibling) holds nothing.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    },
  };
}
