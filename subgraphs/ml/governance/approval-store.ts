import { randomUUID } from 'node:crypto';
import type { MlApproval } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';

export type ApprovalRow = MlApproval;

export type NewApproval = Pick<
  ApprovalRow,
  'tenantId' | 'modelId' | 'version' | 'stage' | 'documentation' | 'testEvidence' | 'submittedBy'
>;

export function insertApproval(db: Db, approval: NewApproval): Promise<ApprovalRow> {
  return db.mlApproval.create({ data: { id: randomUUID(), ...approval } });
}

export function findApproval(db: Db, tenantId: string, id: string): Promise<ApprovalRow | null> {
  return db.mlApproval.findFirst({ where: { id, tenantId } });
}

export function listApprovals(db: Db, tenantId: string): Promise<ApprovalRow[]> {
  return db.mlApproval.findMany({ where: { tenantId }, orderBy: { createdAt: 'desc' }, take: 100 });
}

/** Decides a pending submission once: of two admins deciding at once, the conditional update lets one through. */
export async function decideApproval(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; comment: string | null },
): Promise<boolean> {
  const { count } = await db.mlApproval.updateMany({
    where: { id, status: 'pending' },
    data: { ...decision, decidedAt: new Date() },
  });
  return count === 1;
}

export async function hasApproval(
  db: Db,
  tenantId: string,
  modelId: string,
  version: number,
  stage: string,
): Promise<boolean> {
  return (
    (await db.mlApproval.count({
      where: { tenantId, modelId, version, stage, status: 'approved' },
    })) > 0
  );
}
