import { randomUUID } from 'node:crypto';
import type { MlDataset } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import type { FileStorage } from '../../../lib/storage';
import type { Table } from './dataset-parse';

export type DatasetRow = MlDataset;

/** The rows go to storage first: a failed insert leaves an unreferenced file, never a row without its file. */
export async function insertDataset(
  db: Db,
  storage: FileStorage,
  owner: { tenantId: string; createdBy: string },
  name: string,
  table: Table,
): Promise<DatasetRow> {
  const id = randomUUID();
  const bytes = Buffer.from(JSON.stringify(table));
  const storageKey = `ml/${owner.tenantId}/datasets/${id}.json`;
  await storage.put(storageKey, bytes, 'application/json');
  return db.mlDataset.create({
    data: {
      id,
      ...owner,
      name,
      columns: table.columns as object[],
      rowCount: table.rows.length,
      storageKey,
      sizeBytes: bytes.length,
    },
  });
}

export function findDataset(db: Db, tenantId: string, id: string): Promise<DatasetRow | null> {
  return db.mlDataset.findFirst({ where: { id, tenantId } });
}

/** One creation-order page of the tenant's datasets (limit + 1 rows). */
export function findDatasetPage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<DatasetRow[]> {
  return db.mlDataset.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

export async function readTable(storage: FileStorage, dataset: DatasetRow): Promise<Table> {
  const file = await storage.get(dataset.storageKey);
  if (!file) throw new Error(`dataset file ${dataset.storageKey} is missing`);
  return JSON.parse(file.data.toString('utf8')) as Table;
}

/** A dataset by id alone: background runs that already hold its tenant's reference. */
export function findDatasetById(db: Db, id: string): Promise<DatasetRow | null> {
  return db.mlDataset.findUnique({ where: { id } });
}
