import type {
  Dispute,
  DisputeEvidence,
  DisputeEvidenceKind,
  DisputeResolution,
  DisputeStatus,
} from '../../../lib/db/generated/client';
import type { Db, PrismaClient } from '../../../lib/db/prisma';

export type { DisputeEvidenceKind, DisputeResolution, DisputeStatus };

/** A dispute as the rules see it: money is a plain number. */
export interface DisputeRow {
  id: string;
  tenantId: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  listingId: string;
  openedBy: string;
  reason: string;
  status: DisputeStatus;
  tier: number;
  resolution: DisputeResolution | null;
  buyerPercent: number | null;
  refundAmount: number | null;
  sellerAmount: number | null;
  resolutionNote: string | null;
  resolvedBy: string | null;
  version: number;
  escalatedAt: Date | null;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EvidenceRow {
  id: string;
  disputeId: string;
  submittedBy: string;
  kind: DisputeEvidenceKind;
  text: string | null;
  url: string | null;
  createdAt: Date;
}

export type NewEvidence = Pick<EvidenceRow, 'kind' | 'text' | 'url'>;

export type NewDispute = Pick<
  DisputeRow,
  'tenantId' | 'orderId' | 'buyerId' | 'sellerId' | 'listingId' | 'openedBy' | 'reason'
>;

export type DisputeChanges = Partial<
  Pick<
    DisputeRow,
    | 'status'
    | 'tier'
    | 'resolution'
    | 'buyerPercent'
    | 'refundAmount'
    | 'sellerAmount'
    | 'resolutionNote'
    | 'resolvedBy'
    | 'escalatedAt'
    | 'resolvedAt'
  >
>;

function toDisputeRow(dispute: Dispute): DisputeRow {
  return {
    ...dispute,
    refundAmount: dispute.refundAmount === null ? null : dispute.refundAmount.toNumber(),
    sellerAmount: dispute.sellerAmount === null ? null : dispute.sellerAmount.toNumber(),
  };
}

function toEvidenceRow(evidence: DisputeEvidence): EvidenceRow {
  const { tenantId: _tenantId, seq: _seq, ...rest } = evidence;
  return rest;
}

/** One query for any number of ids; other tenants' disputes are absent. */
export async function findDisputesByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<DisputeRow[]> {
  const rows = await prisma.dispute.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toDisputeRow);
}

/** The evidence of any number of disputes in one query, in the order it was given. */
export async function findEvidenceByDisputeIds(
  prisma: Db,
  tenantId: string,
  disputeIds: readonly string[],
): Promise<EvidenceRow[]> {
  const rows = await prisma.disputeEvidence.findMany({
    where: { tenantId, disputeId: { in: [...disputeIds] } },
    orderBy: { seq: 'asc' },
  });
  return rows.map(toEvidenceRow);
}

/** The order's dispute that is not resolved yet (there is at most one), or null. */
export async function findUnresolvedDispute(
  prisma: Db,
  tenantId: string,
  orderId: string,
): Promise<DisputeRow | null> {
  const row = await prisma.dispute.findFirst({
    where: { tenantId, orderId, status: { not: 'resolved' } },
  });
  return row && toDisputeRow(row);
}

/** Inserts a dispute (inside the caller's transaction); the partial unique index refuses a second unresolved one. */
export async function insertDispute(db: Db, dispute: NewDispute): Promise<DisputeRow> {
  return toDisputeRow(await db.dispute.create({ data: dispute }));
}

/**
 * Writes `changes` only if the dispute is still at the version decided on (joining the
 * caller's transaction when given one); null when another write came first.
 */
export async function updateDisputeIfUnchanged(
  db: Db,
  seen: DisputeRow,
  changes: DisputeChanges,
): Promise<DisputeRow | null> {
  const { count } = await db.dispute.updateMany({
    where: { id: seen.id, tenantId: seen.tenantId, version: seen.version },
    data: { ...changes, version: { increment: 1 } },
  });
  if (count !== 1) return null;
  return toDisputeRow(await db.dispute.findUniqueOrThrow({ where: { id: seen.id } }));
}

/**
 * Stores evidence while the dispute is still in one of `acceptedIn`, in one transaction that
 * first locks the dispute row: a concurrent resolution either waits for the evidence or makes
 * this answer null. Returns the dispute as it now is.
 */
export function insertEvidence(
  prisma: PrismaClient,
  dispute: { tenantId: string; id: string },
  evidence: {
    submittedBy: string;
    items: NewEvidence[];
    at: Date;
    acceptedIn: readonly DisputeStatus[];
  },
): Promise<DisputeRow | null> {
  const { submittedBy, items, at: now } = evidence;
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.dispute.updateMany({
      where: {
        id: dispute.id,
        tenantId: dispute.tenantId,
        status: { in: [...evidence.acceptedIn] },
      },
      data: { version: { increment: 1 }, updatedAt: now },
    });
    if (count !== 1) return null;
    await tx.disputeEvidence.createMany({
      data: items.map((item) => ({
        ...item,
        tenantId: dispute.tenantId,
        disputeId: dispute.id,
        submittedBy,
        createdAt: now,
      })),
    });
    return toDisputeRow(await tx.dispute.findUniqueOrThrow({ where: { id: dispute.id } }));
  });
}
