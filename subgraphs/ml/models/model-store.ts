import { randomUUID } from 'node:crypto';
import type { MlModel, MlModelVersion } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { onUniqueViolation } from '../../../lib/db/prisma-errors';
import type { Db } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import { MlError } from '../common/errors';

export type ModelRow = MlModel;
export type VersionRow = MlModelVersion;

export interface NewModel {
  tenantId: string;
  name: string;
  description: string | null;
  framework: string;
  task: string;
  inputSchema: { features: { name: string; type: string }[] };
  createdBy: string;
}

/** The (tenant, name) unique index decides between two creations of one name: the second is ML_1002. */
export function insertModel(db: Db, model: NewModel): Promise<ModelRow> {
  return onUniqueViolation(
    () => db.mlModel.create({ data: { id: randomUUID(), ...model } }),
    () =>
      new MlError('ML_1002', `The tenant already has a model named ${JSON.stringify(model.name)}`),
  );
}

export function findModel(db: Db, tenantId: string, id: string): Promise<ModelRow | null> {
  return db.mlModel.findFirst({ where: { id, tenantId } });
}

/** One creation-order page of the tenant's models (limit + 1 rows). */
export function findModelPage(db: Db, tenantId: string, page: CreationPage): Promise<ModelRow[]> {
  return db.mlModel.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** The versions of several models of one tenant, oldest first: one query (models/loaders.ts batches it). */
export function listVersions(
  db: Db,
  tenantId: string,
  modelIds: readonly string[],
): Promise<VersionRow[]> {
  return db.mlModelVersion.findMany({
    where: { tenantId, modelId: { in: [...modelIds] } },
    orderBy: { version: 'asc' },
  });
}

export function findVersion(
  db: Db,
  tenantId: string,
  modelId: string,
  version: number,
): Promise<VersionRow | null> {
  return db.mlModelVersion.findFirst({ where: { tenantId, modelId, version } });
}

/**
 * The model's next version. Two callers reading the same maximum would both insert max + 1: the
 * (model, version) unique index refuses the second (P2002), which retries with a fresh maximum.
 */
export async function insertNextVersion(
  db: Db,
  tenantId: string,
  modelId: string,
): Promise<VersionRow> {
  for (let attempt = 0; ; attempt++) {
    const last = await db.mlModelVersion.aggregate({ where: { modelId }, _max: { version: true } });
    try {
      return await db.mlModelVersion.create({
        data: { id: randomUUID(), tenantId, modelId, version: (last._max.version ?? 0) + 1 },
      });
    } catch (error) {
      if (attempt < 5 && (error as { code?: string }).code === 'P2002') continue;
      throw error;
    }
  }
}

/** What a succeeded training job leaves on its version: the artifact and the metrics. */
export function recordTrainedVersion(
  db: Db,
  modelId: string,
  version: number,
  trained: { algorithm: string; artifactKey: string; metrics: object; targetColumn: string },
  trainedAt: Date,
): Promise<VersionRow> {
  return db.mlModelVersion.update({
    where: { modelId_version: { modelId, version } },
    data: { ...trained, status: 'trained', trainedAt },
  });
}
