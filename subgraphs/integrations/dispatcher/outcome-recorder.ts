import type { PrismaClient } from '../../../lib/db/prisma';
import { recordAttempts, type AttemptOutcome } from '../deliveries/delivery-store';
import { DISABLE_AFTER_FAILURES } from '../deliveries/retry-schedule';
import type { Clock } from '../../../lib/clock';
import { recordEndpointTallies } from '../webhooks/endpoint-store';
import { tallyByEndpoint } from './endpoint-tally';

/** A finished attempt waiting to be written. */
export interface FinishedAttempt {
  endpointId: string;
  ok: boolean;
  outcome: AttemptOutcome;
}

/** Outcomes written per statement at most (the statement's arrays stay small). */
const MAX_BATCH = 500;

/**
 * Writes finished attempts in batches: one statement for the deliveries and one for their
 * endpoints' failure counts per batch (with integrations.endpoint.disabled of each endpoint it
 * disables, webhooks/endpoint-store.ts), instead of two per attempt. While a batch is being written
 * the next attempts to finish wait and form the next batch, so batches grow with the load and a
 * lone attempt is written at once (after the current turn of the event loop, which lets the
 * attempts finishing together join it).
 *
 * Nothing is lost to a crash between an answer and its write: the delivery is still claimed
 * until its lease ends, then due again and sent again (at-least-once, docs/webhooks.md).
 */
export class OutcomeRecorder {
  private queue: { attempt: FinishedAttempt; settle: (error?: unknown) => void }[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
  ) {}

  /** Resolves once the attempt is written; rejects when its batch could not be written. */
  record(attempt: FinishedAttempt): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        attempt,
        settle: (error) => (error === undefined ? resolve() : reject(error)),
      });
      this.writing ??= this.writeQueued();
    });
  }

  private async writeQueued(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await recordAttempts(
          this.prisma,
          batch.map((b) => b.attempt.outcome),
        );
        // In the order the attempts finished, so each count is what one write per attempt would leave.
        await recordEndpointTallies(
          this.prisma,
          tallyByEndpoint(batch.map((b) => b.attempt)),
          DISABLE_AFTER_FAILURES,
          this.clock.now(),
        );
        for (const b of batch) b.settle();
      } catch (error) {
        for (const b of batch) b.settle(error);
      }
    }
    this.writing = undefined;
  }
}
