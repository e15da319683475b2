import type { AiInference, AiSettlement } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../../../lib/events/outbox';
import type { CreationPage } from '../../../lib/pagination';

/** An inference as the rules see it: money as numbers. */
export type InferenceRow = Omit<AiInference, 'costUsd' | 'budgetMaxUsd'> & {
  costUsd: number;
  budgetMaxUsd: number | null;
};

type JsonParts = 'results' | 'aggregation' | 'usage' | 'transcript' | 'speech';

/** What an orchestration stores; its JSON parts as the plain objects the rules build. */
export type NewInference = Omit<
  InferenceRow,
  'settlement' | 'settledAt' | 'creditsCharged' | JsonParts
> & {
  results: object[];
  aggregation: object | null;
  usage: object;
  transcript: object | null;
  speech: object | null;
};

function toRow(row: AiInference): InferenceRow {
  return {
    ...row,
    costUsd: row.costUsd.toNumber(),
    budgetMaxUsd: row.budgetMaxUsd === null ? null : row.budgetMaxUsd.toNumber(),
  };
}

/** Stores what the models answered before the credits are settled: settlement `pending`. */
export async function insertInference(db: Db, inference: NewInference): Promise<InferenceRow> {
  const { aggregation, transcript, speech, ...rest } = inference;
  return toRow(
    await db.aiInference.create({
      data: {
        ...rest,
        aggregation: aggregation ?? undefined,
        transcript: transcript ?? undefined,
        speech: speech ?? undefined,
      },
    }),
  );
}

/**
 * Records identity's answer to the settlement and the `ai.inference_complete` event, in one
 * transaction. The UPDATE is conditional on `settlement = 'pending'`: of a request and the
 * recovery step settling the same inference at once (both told the same by identity, which
 * settles a reservation once), exactly one changes the row and only that one writes the event.
 */
export function recordSettlement(
  prisma: PrismaClient,
  inference: InferenceRow,
  settlement: Exclude<AiSettlement, 'pending'>,
  event: (settled: InferenceRow) => PlatformEvent,
  settledAt: Date,
): Promise<InferenceRow> {
  return prisma.$transaction(async (tx) => {
    const creditsCharged = settlement === 'charged' ? inference.creditsReserved : 0;
    const { count } = await tx.aiInference.updateMany({
      where: { id: inference.id, settlement: 'pending' },
      data: { settlement, creditsCharged, settledAt },
    });
    const settled = toRow(await tx.aiInference.findUniqueOrThrow({ where: { id: inference.id } }));
    if (count === 1) await recordEvent(tx, 'ai', event(settled));
    return settled;
  });
}

/** Inferences whose settlement is still pending since before `before`: left by a process that stopped. */
export async function findUnsettled(db: Db, before: Date, limit: number): Promise<InferenceRow[]> {
  return (
    await db.aiInference.findMany({
      where: { settlement: 'pending', createdAt: { lt: before } },
      orderBy: { createdAt: 'asc' },
      take: limit,
    })
  ).map(toRow);
}

export async function findInferencesByIds(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<InferenceRow[]> {
  return (await db.aiInference.findMany({ where: { tenantId, id: { in: [...ids] } } })).map(toRow);
}

/** A page of the tenant's inferences, newest first; one user's when `userId` is given. */
export async function findInferencePage(
  db: Db,
  tenantId: string,
  filter: { userId?: string; mode?: string },
  page: CreationPage,
): Promise<InferenceRow[]> {
  const rows = await db.aiInference.findMany({
    where: { tenantId, ...filter, ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toRow);
}
