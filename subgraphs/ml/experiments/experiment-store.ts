import { randomUUID } from 'node:crypto';
import type { MlExperiment, MlExperimentStat } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { onUniqueViolation } from '../../../lib/db/prisma-errors';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import { invalid } from '../common/errors';

export type ExperimentRow = MlExperiment;
export type StatRow = MlExperimentStat;
export interface VariantSpec {
  name: string;
  modelId: string;
  version: number;
  traffic: number;
}

/** The (tenant, name) unique index refuses a second experiment of one name: an invalid name (ML_1300). */
export function insertExperiment(
  db: Db,
  experiment: { tenantId: string; name: string; variants: VariantSpec[]; createdBy: string },
): Promise<ExperimentRow> {
  return onUniqueViolation(
    () =>
      db.mlExperiment.create({
        data: { id: randomUUID(), ...experiment, variants: experiment.variants as object[] },
      }),
    () =>
      invalid('ML_1300', [
        { field: 'name', problem: 'is taken by another experiment of the tenant' },
      ]),
  );
}

export function findExperiment(
  db: Db,
  tenantId: string,
  id: string,
): Promise<ExperimentRow | null> {
  return db.mlExperiment.findFirst({ where: { id, tenantId } });
}

/** One creation-order page of the tenant's experiments (limit + 1 rows). */
export function findExperimentPage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<ExperimentRow[]> {
  return db.mlExperiment.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/**
 * Changes a configuration only while the experiment is not RUNNING: the condition is in the
 * UPDATE, so a start landing between the rules' read and this write makes it change nothing
 * (the rules then answer ML_1302). The counters restart with the new variants.
 */
export function updateExperimentUnlessRunning(
  prisma: PrismaClient,
  id: string,
  change: { name?: string; variants?: VariantSpec[] },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mlExperiment.updateMany({
      where: { id, status: { not: 'RUNNING' } },
      data: { ...change, variants: change.variants as object[] | undefined },
    });
    if (count === 1 && change.variants)
      await tx.mlExperimentStat.deleteMany({ where: { experimentId: id } });
    return count === 1;
  });
}

export async function moveExperiment(
  db: Db,
  id: string,
  from: string[],
  to: string,
): Promise<boolean> {
  const { count } = await db.mlExperiment.updateMany({
    where: { id, status: { in: from } },
    data: { status: to },
  });
  return count === 1;
}

export function statsOf(db: Db, experimentIds: string[]): Promise<StatRow[]> {
  return db.mlExperimentStat.findMany({ where: { experimentId: { in: experimentIds } } });
}

/** One call's counters, added in the database (an upsert with increments: concurrent calls all count). */
export async function countCall(
  db: Db,
  experimentId: string,
  variant: string,
  latencyMs: number,
): Promise<void> {
  await db.mlExperimentStat.upsert({
    where: { experimentId_variant: { experimentId, variant } },
    create: { experimentId, variant, calls: 1, latencyMsTotal: latencyMs },
    update: { calls: { increment: 1 }, latencyMsTotal: { increment: latencyMs } },
  });
}

export async function countFeedback(
  db: Db,
  experimentId: string,
  variant: string,
  value: number,
): Promise<void> {
  await db.mlExperimentStat.upsert({
    where: { experimentId_variant: { experimentId, variant } },
    create: { experimentId, variant, feedbackCount: 1, feedbackTotal: value },
    update: { feedbackCount: { increment: 1 }, feedbackTotal: { increment: value } },
  });
}
