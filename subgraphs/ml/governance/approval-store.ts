import { randomUUID } from 'node:crypto';
import type { MlApproval } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';

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

/** One creation-order page of the tenant's submissions (limit + 1 rows). */
export function findApprovalPage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<ApprovalRow[]> {
  return db.mlApproval.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** Decides a pending submission once: of two admins deciding at once, the conditional update lets one through. */
export async function decideApproval(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; comment: string | null },
  decidedAt: Date,
): Promise<boolean> {
  const { count } = await db.mlApproval.updateMany({
    where: { id, status: 'pending' },
    data: { ...decision, decidedAt },
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
