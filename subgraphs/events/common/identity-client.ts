import { AppError } from '../../../lib/errors';
import {
  creditHolds,
  type CallTrace,
  type CreditHolds,
} from '../../../lib/subgraph/clients/identity-credits';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';

/*
 * Identity's credit holds as the events service uses them (docs/wallets.md, "Holds";
 * docs/api/events.md, "Orders"): one hold per paid ticket, confirmed once its order is written,
 * settled once the ticket's fate is decided. Every call carries the request id and trace of what
 * it is made for (a request, or one settlement round).
 */

/** Identity's credit holds as the events service calls them. */
export type IdentityClient = CreditHolds;

/**
 * Identity's holds (lib/subgraph/clients/identity-credits.ts), every call on `trace`. A settle of
 * a hold identity never stored (its reserve never arrived: a crash, or a sibling's 402 stopped
 * the order first) holds nothing, so it counts as done.
 */
export function identityClient(peers: SubgraphDirectory, trace: CallTrace): IdentityClient {
  const holds = creditHolds(peers, trace);
  return {
    ...holds,
    async settle(tenantId, reservationId, outcome) {
      try {
        await holds.settle(tenantId, reservationId, outcome);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    },
  };
}
