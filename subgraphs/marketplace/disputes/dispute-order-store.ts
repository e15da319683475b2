import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withUniqueConflict } from '../../../lib/db/prisma-errors';
import {
  updateOrderIfUnchanged,
  writeOrderOutcome,
  type OrderChanges,
  type OrderOutcome,
  type OrderRow,
} from '../deals/order-store';
import {
  insertDispute,
  updateDisputeIfUnchanged,
  type DisputeChanges,
  type DisputeRow,
  type NewDispute,
  type NewEvidence,
} from './dispute-store';

/** Thrown inside a transaction to roll it back when a row changed since it was read. */
class Stale extends Error {}

async function staleAsNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stale) return null;
    throw error;
  }
}

/**
 * Opens a dispute and moves its order (to disputed) in one transaction, with the dispute's first
 * evidence. Null when the order changed since it was read (nothing is written then). A second
 * unresolved dispute of the order, even a concurrent one, hits the partial unique index: 409.
 */
export async function openDisputeOnOrder(
  prisma: PrismaClient,
  open: DisputeOpening,
): Promise<DisputeRow | null> {
  return withUniqueConflict(
    'Dispute',
    `Order ${open.order.id} already has an unresolved dispute`,
    () => staleAsNull(() => prisma.$transaction((tx) => writeOpening(tx, open))),
  );
}

interface DisputeOpening {
  order: OrderRow;
  orderChanges: OrderChanges;
  dispute: NewDispute;
  evidence: NewEvidence[];
}

async function writeOpening(tx: Db, open: DisputeOpening): Promise<DisputeRow> {
  // The order first: its row lock makes a concurrent open wait, then find the order changed.
  if (!(await updateOrderIfUnchanged(tx, open.order, open.orderChanges))) throw new Stale();
  const dispute = await insertDispute(tx, open.dispute);
  if (open.evidence.length) {
    await tx.disputeEvidence.createMany({
      data: open.evidence.map((item) => ({
        ...item,
        tenantId: dispute.tenantId,
        disputeId: dispute.id,
        submittedBy: dispute.openedBy,
        createdAt: dispute.createdAt,
      })),
    });
  }
  return dispute;
}

/**
 * Resolves a dispute and moves its order as decided (refunded, or completed with its listing's
 * statistics: deals/order-store.ts writeOrderOutcome), in one transaction. The dispute first: its
 * version check makes a concurrent resolution of the same dispute write nothing. Null (nothing
 * written) when the dispute or the order changed since they were read.
 */
export async function resolveDisputeWithOrder(
  prisma: PrismaClient,
  resolution: { dispute: DisputeRow; changes: DisputeChanges },
  order: { order: OrderRow; outcome: OrderOutcome },
): Promise<{ dispute: DisputeRow; order: OrderRow } | null> {
  return staleAsNull(() =>
    prisma.$transaction(async (tx) => {
      const resolved = await updateDisputeIfUnchanged(tx, resolution.dispute, resolution.changes);
      if (!resolved) throw new Stale();
      const moved = await writeOrderOutcome(tx, order.order, order.outcome);
      if (!moved) throw new Stale();
      return { dispute: resolved, order: moved };
    }),
  );
}
