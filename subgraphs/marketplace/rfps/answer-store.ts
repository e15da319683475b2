import type { RfpAnswer } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withUniqueConflict } from '../../../lib/db/prisma-errors';
import type { CreationPage } from '../../../lib/pagination';
import type { NewQuote } from '../deals/quote-store';

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
 * An answer and the quote made from it, in one transaction, while the RFP is open (the RFP row
 * is locked FOR SHARE, so a close waits for it): both exist or neither does. Null when the RFP
 * is no longer open; a second answer of the seller is 409 (unique key).
 */
export function insertAnswerWithQuoteWhileOpen(
  prisma: PrismaClient,
  answer: NewRfpAnswer,
  quote: NewQuote,
  now: Date,
): Promise<RfpAnswerRow | null> {
  return withUniqueConflict('RFP answer', 'You have already answered this RFP', () =>
    prisma.$transaction(async (tx) => {
      const [rfp] = await tx.$queryRaw<{ open: boolean }[]>`
        SELECT ("status" = 'open' AND "deadline" > ${now}) AS "open" FROM "marketplace"."rfps"
        WHERE "id" = ${answer.rfpId}::uuid AND "tenant_id" = ${answer.tenantId}::uuid
        FOR SHARE`;
      if (!rfp?.open) return null;
      const created = await tx.quote.create({ data: quote });
      return toRow(
        await tx.rfpAnswer.create({ data: { ...answer, quoteId: created.id, createdAt: now } }),
      );
    }),
  );
}

/** Answers of one RFP, oldest first; `sellerId` keeps one seller's. */
export async function listAnswers(
  prisma: Db,
  tenantId: string,
  rfpId: string,
  sellerId: string | undefined,
  page: CreationPage,
): Promise<RfpAnswerRow[]> {
  const rows = await prisma.rfpAnswer.findMany({
    where: { tenantId, rfpId, sellerId, ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toRow);
}
