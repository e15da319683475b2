import { backgroundService, type BackgroundService } from '../background-service';
import type { Clock } from '../clock';
import { serviceLogger } from '../observability/logger';

/*
 * The recovery of credit holds a stopped process left mid-way (docs/wallets.md, "Holds"): a
 * service wrote its row and reserved credits in identity, then died before it confirmed or settled
 * them. Each service (ai inferences, events orders, media jobs) finds its own rows and knows what
 * identity must be told of each; the round around them is this one. It is safe with any number of
 * processes running it at once and a request finishing the same row at the same moment, because
 * identity settles each reservation once and answers the truth, and every write of a recovery is
 * conditional on the row still being where the recovery found it (each service's store says how).
 */

/** How one service recovers its rows, `T` being one of them. */
export interface HoldRecovery<T> {
  /** Names the service in the log. */
  service: string;
  /** What a row is, for the log of a failure ('inference', 'job'), and its id. */
  kind: string;
  idOf(row: T): string;
  /** A row still pending this long after its hold lost the process that was finishing it. */
  abandonedAfterMs: number;
  /** Rows one round takes at most; a full batch means more may wait. */
  batchSize: number;
  clock: Clock;
  /**
   * Runs `each` on up to `limit` rows left pending since before `before`, oldest first; answers
   * how many it found. `foundRows` makes it from a plain read; a store that claims its rows
   * (events' orders, locked in one transaction) runs `each` inside that transaction.
   */
  forEachAbandoned(before: Date, limit: number, each: (row: T) => Promise<void>): Promise<number>;
  /** Asks identity and records its answer; true when the row's credits are now decided. */
  recover(row: T, now: Date): Promise<boolean>;
  /**
   * A row that fails: `log` logs it and goes on with the next (the row stays pending for the next
   * round); `throw` ends the round with the error, for rows that share a transaction (a failed
   * statement has aborted it for all of them, and none of their writes commits).
   */
  onFailure: 'log' | 'throw';
}

/** What one round did: the rows it found, and those it decided. */
export interface RecoveryRound {
  found: number;
  recovered: number;
  /** A full batch was found: more may be waiting. */
  more: boolean;
}

/** `forEachAbandoned` over a plain read of the abandoned rows. */
export function foundRows<T>(
  find: (before: Date, limit: number) => Promise<T[]>,
): HoldRecovery<T>['forEachAbandoned'] {
  return async (before, limit, each) => {
    const rows = await find(before, limit);
    for (const row of rows) await each(row);
    return rows.length;
  };
}

/** One round: every abandoned row of one batch, one after another. */
export async function recoverHolds<T>(recovery: HoldRecovery<T>): Promise<RecoveryRound> {
  const now = recovery.clock.now();
  let recovered = 0;
  const found = await recovery.forEachAbandoned(
    new Date(now.getTime() - recovery.abandonedAfterMs),
    recovery.batchSize,
    async (row) => {
      try {
        if (await recovery.recover(row, now)) recovered++;
      } catch (error) {
        if (recovery.onFailure === 'throw') throw error;
        serviceLogger(recovery.service).error(
          { err: error, [`${recovery.kind}Id`]: recovery.idOf(row) },
          `recovering credits failed; the ${recovery.kind} stays pending`,
        );
      }
    },
  );
  return { found, recovered, more: found >= recovery.batchSize };
}

/** The recovery as background work of the service's process, a batch every `intervalMs`. */
export function holdRecoveryService<T>(
  recovery: HoldRecovery<T>,
  intervalMs: number,
): BackgroundService {
  return backgroundService({
    name: `${recovery.service} hold recovery`,
    round: async () => (await recoverHolds(recovery)).more,
    intervalMs,
  });
}
