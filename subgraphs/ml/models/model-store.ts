import { randomUUID } from 'node:crypto';
import type { MlModel, MlModelVersion } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';

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

/** The (tenant, name) unique index decides between two creations of one name (P2002 for the second). */
export function insertModel(db: Db, model: NewModel): Promise<ModelRow> {
  return db.mlModel.create({ data: { id: randomUUID(), ...model } });
}

export function findModel(db: Db, tenantId: string, id: string): Promise<ModelRow | null> {
  return db.mlModel.findFirst({ where: { id, tenantId } });
}

export function listModels(db: Db, tenantId: string): Promise<ModelRow[]> {
  return db.mlModel.findMany({ where: { tenantId }, orderBy: { createdAt: 'desc' }, take: 100 });
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
): Promise<VersionRow> {
  return db.mlModelVersion.update({
    where: { modelId_version: { modelId, version } },
    data: { ...trained, status: 'trained', trainedAt: new Date() },
  });
}
