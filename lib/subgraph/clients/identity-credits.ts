import { AppError } from '../../errors';
import { callSubgraph, type CallOrigin, type SubgraphDirectory } from '../peers';
import { holdBatcher, type ConfirmedHold } from './credit-hold-batch';

/** A reservation as identity answers it (docs/wallets.md, "Holds"). */
export interface CreditReservation {
  id: string;
  status: 'reserved' | 'charged' | 'released' | 'refunded';
  amount: number;
  confirmBy: string | null;
}

/** How a reservation is settled: its credits are taken, or given back (docs/wallets.md, "Holds"). */
export type CreditSettlement = 'charge' | 'release' | 'refund';

export interface ReserveCredits {
  reservationId: string;
  userId: string;
  teamId?: string | null;
  amount: number;
  reference: string;
  /** How long the hold lasts unconfirmed (1 to 3,600 s; identity's default when absent). */
  holdSeconds?: number;
}

/**
 * What identity says of a hold its service confirms: `held` (confirmed now or before: the work
 * may go on), `expired` (its deadline passed, or it was settled: the credits went back) or
 * `unknown` (identity never stored it). Any other failure (identity down) is thrown: the answer is
 * not known yet and the caller tries again later.
 */
export type HoldAnswer = 'held' | 'expired' | 'unknown';

const FIELDS = 'id status amount confirmBy';
const RESERVE = `mutation ReserveCredits($input: ReserveCreditsInput!) { reserveCredits(input: $input) { ${FIELDS} } }`;
const CONFIRM = `mutation ConfirmCredits($input: ConfirmCreditsInput!) { confirmCredits(input: $input) { ${FIELDS} } }`;
const SETTLE = `mutation SettleCredits($input: SettleCreditsInput!) { settleCredits(input: $input) { ${FIELDS} } }`;

/**
 * Identity's credit API for the services that spend credits, as the platform (role `system`) in
 * the request's tenant, carrying the request id and trace of `origin`. Identity's refusals come
 * back as the same AppError: 402 ERR_INSUFFICIENT_CREDITS from `reserve`, 400 INVALID_STATE from
 * `confirm` when the hold ran out.
 */
export class IdentityCreditsClient {
  constructor(private readonly peers: SubgraphDirectory) {}

  async reserve(origin: CallOrigin, input: ReserveCredits): Promise<CreditReservation> {
    return (
      await callSubgraph<{ reserveCredits: CreditReservation }>(
        this.peers,
        'identity',
        RESERVE,
        { input },
        origin,
      )
    ).reserveCredits;
  }

  async confirm(origin: CallOrigin, reservationId: string): Promise<CreditReservation> {
    return (
      await callSubgraph<{ confirmCredits: CreditReservation }>(
        this.peers,
        'identity',
        CONFIRM,
        { input: { reservationId } },
        origin,
      )
    ).confirmCredits;
  }

  /** confirm, answered as a HoldAnswer (docs/wallets.md, "Holds"). */
  async confirmHold(origin: CallOrigin, reservationId: string): Promise<HoldAnswer> {
    try {
      await this.confirm(origin, reservationId);
      return 'held';
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_STATE') return 'expired';
      if (error instanceof AppError && error.code === 'NOT_FOUND') return 'unknown';
      throw error;
    }
  }

  /** Exactly once per reservation in identity; a repeat answers the settled reservation unchanged. */
  async settle(
    origin: CallOrigin,
    reservationId: string,
    outcome: CreditSettlement,
  ): Promise<CreditReservation> {
    return (
      await callSubgraph<{ settleCredits: CreditReservation }>(
        this.peers,
        'identity',
        SETTLE,
        { input: { reservationId, outcome } },
        origin,
      )
    ).settleCredits;
  }
}

/** The request (or background run) a call is made for: its ids travel with every call. */
export interface CallTrace {
  requestId: string;
  traceId: string;
}

/** A hold to make, with the tenant it is made in. */
interface TenantHold extends ReserveCredits {
  tenantId: string;
}

/** Identity's hold protocol (docs/wallets.md, "Holds") as a reserving service calls it. */
export interface CreditHolds {
  /** Holds credits (the user's wallet, or the team's with `teamId`); 402 and 403 pass unchanged. */
  reserve(hold: TenantHold): Promise<void>;
  /**
   * Holds and confirms at once, batched with the other holds made meanwhile
   * (credit-hold-batch.ts); 402, 403 and 404 (its `takeBy` passed) pass unchanged.
   */
  hold(hold: ConfirmedHold): Promise<void>;
  /** Confirms a hold: the work may go on once it is `held`. */
  confirm(tenantId: string, reservationId: string): Promise<HoldAnswer>;
  /** Settles a reservation by id; identity applies each reservation's settlement once. */
  settle(tenantId: string, reservationId: string, outcome: CreditSettlement): Promise<void>;
}

/** The hold protocol over IdentityCreditsClient, every call as the platform on `trace`. */
export function creditHolds(peers: SubgraphDirectory, trace: CallTrace): CreditHolds {
  const credits = new IdentityCreditsClient(peers);
  const batch = holdBatcher(peers);
  const origin = (tenantId: string): CallOrigin => ({
    tenantId,
    requestId: trace.requestId,
    traceId: trace.traceId,
  });
  return {
    async reserve({ tenantId, ...input }) {
      await credits.reserve(origin(tenantId), input);
    },
    hold: (hold) => batch.hold(origin(hold.tenantId), hold),
    confirm: (tenantId, reservationId) => credits.confirmHold(origin(tenantId), reservationId),
    async settle(tenantId, reservationId, outcome) {
      await credits.settle(origin(tenantId), reservationId, outcome);
    },
  };
}
