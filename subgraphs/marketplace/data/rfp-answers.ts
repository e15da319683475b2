import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { RfpAnswer } from '../../../lib/db/generated/client';
import type { CreationPage } from '../../../lib/pagination';
import { withUniqueConflict } from './group-errors';

export interface RfpAnswerRow {
  id: string;
  tenantId: string;
  rfpId: string;
  sellerId: string;
  listingId: string;
  amount: number;
  message: string;
  quoteId: string | null;
  createdAt: Date;
}

export type NewRfpAnswer = Omit<RfpAnswerRow, 'id' | 'quoteId' | 'createdAt'>;

function toRow({ updatedAt: _updatedAt, ...answer }: RfpAnswer): RfpAnswerRow {
  return { ...answer, amount: answer.amount.toNumber() };
}

/**
 * Stores the answer only while the RFP is open and before its deadline. The RFP row is read
 * FOR SHARE in the same transaction, so a concurrent close waits for this insert (or this
 * insert sees the close): no answer lands on a closed RFP. Null when the RFP is not open.
 */
export function insertAnswerWhileOpen(prisma: PrismaClient, answer: NewRfpAnswer, now: Date): Promise<RfpAnswerRow | null> {
  return withUniqueConflict('RFP answer', 'You have already answered this RFP', () =>
    prisma.$transaction(async (tx) => {
      const [rfp] = await tx.$queryRaw<{ open: boolean }[]>`
        SELECT ("status" = 'open' AND "deadline" > ${now}) AS "open" FROM "marketplace"."rfps"
        WHERE "id" = ${answer.rfpId}::uuid AND "tenant_id" = ${answer.tenantId}::uuid
        FOR SHARE`;
      if (!rfp?.open) return null;
      return toRow(await tx.rfpAnswer.create({ data: { ...answer, createdAt: now } }));
    }),
  );
}

export async function setAnswerQuote(prisma: PrismaClient, answer: RfpAnswerRow, quoteId: string): Promise<RfpAnswerRow> {
  return toRow(await prisma.rfpAnswer.update({ where: { id: answer.id }, data: { quoteId } }));
}

/** Undoes an answer whose quote could not be made, so the seller can try again. */
export async function deleteAnswer(prisma: PrismaClient, answer: RfpAnswerRow): Promise<void> {
  await prisma.rfpAnswer.deleteMany({ where: { id: answer.id, tenantId: answer.tenantId } });
}

/** Answers of one RFP, oldest first; `sellerId` keeps one seller's. */
export async function listAnswers(prisma: PrismaClient, tenantId: string, rfpId: string, sellerId: string | undefined, page: CreationPage): Promise<RfpAnswerRow[]> {
  const rows = await prisma.rfpAnswer.findMany({ where: { tenantId, rfpId, sellerId, ...createdAfter(page) }, ...creationQuery(page) });
  return rows.map(toRow);
}
