import { AppError } from '../../errors';
import { callSubgraph, type CallOrigin, type SubgraphDirectory } from '../peers';

/** A hold to take and confirm at once (identity's holdCredits, docs/wallets.md "Holds"). */
export interface ConfirmedHold {
  tenantId: string;
  reservationId: string;
  userId: string;
  teamId?: string | null;
  amount: number;
  reference: string;
  /** After this instant identity no longer takes the hold, and says so for good. */
  takeBy: Date;
}

interface HoldResult {
  reservationId: string;
  error: { code: string; message: string; status: number } | null;
}

const HOLD = `mutation HoldCredits($inputs: [HoldCreditsInput!]!) { holdCredits(inputs: $inputs) { reservationId error { code message status } } }`;

interface Waiting {
  hold: ConfirmedHold;
  origin: CallOrigin;
  done: (error: AppError | null) => void;
  failed: (error: unknown) => void;
}

/**
 * Holds go to identity in batches, one holdCredits call per tenant (the signed context names one
 * tenant), carrying the ids of the first request of the batch. A tenant has at most one call in
 * flight: the holds made meanwhile (and in the same turn of the event loop) wait for it and go
 * together in the next, so an idle process adds no delay and a busy one makes few, large calls.
 * Each hold still gets its own answer: identity decides every hold alone and answers its error
 * beside it, so one hold's 402 rejects only its own promise; a failure of the whole call
 * (identity down) rejects every hold of that call.
 */
class HoldBatcher {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly sending = new Set<string>();

  constructor(private readonly peers: SubgraphDirectory) {}

  hold(origin: CallOrigin, hold: ConfirmedHold): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = (error: AppError | null) => (error ? reject(error) : resolve());
      const queue = this.waiting.get(hold.tenantId) ?? [];
      this.waiting.set(hold.tenantId, [...queue, { hold, origin, done, failed: reject }]);
      if (queue.length === 0 && !this.sending.has(hold.tenantId))
        setImmediate(() => void this.flush(hold.tenantId));
    });
  }

  private async flush(tenantId: string): Promise<void> {
    const group = this.waiting.get(tenantId);
    if (!group?.length || this.sending.has(tenantId)) return;
    this.waiting.delete(tenantId);
    this.sending.add(tenantId);
    try {
      await this.send(group);
    } finally {
      this.sending.delete(tenantId);
      void this.flush(tenantId);
    }
  }

  private async send(group: Waiting[]): Promise<void> {
    const inputs = group.map(({ hold: { tenantId: _tenant, takeBy, ...input } }) => ({
      ...input,
      takeBy: takeBy.toISOString(),
    }));
    try {
      const { holdCredits } = await callSubgraph<{ holdCredits: HoldResult[] }>(
        this.peers,
        'identity',
        HOLD,
        { inputs },
        group[0].origin,
      );
      const answers = new Map(holdCredits.map((result) => [result.reservationId, result.error]));
      for (const { hold, done, failed } of group) {
        const error = answers.get(hold.reservationId);
        if (error === undefined)
          failed(new Error(`identity did not answer hold ${hold.reservationId}`));
        else done(error && new AppError(error.code, error.message, error.status));
      }
    } catch (error) {
      for (const { failed } of group) failed(error);
    }
  }
}

// One batcher per directory of peers: a process builds its directory once, so the creations of
// every request of the process share one.
const batchers = new WeakMap<SubgraphDirectory, HoldBatcher>();

/** The process's batcher of holds to identity at `peers`. */
export function holdBatcher(peers: SubgraphDirectory): HoldBatcher {
  let batcher = batchers.get(peers);
  if (!batcher) batchers.set(peers, (batcher = new HoldBatcher(peers)));
  return batcher;
}
