import type { Actor } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import type { MlDeps } from '../common/deps';
import { invalid } from '../common/errors';
import { assertDatasetUser, datasetOf } from './access';
import { csvTable } from './dataset-csv';
import { MAX_DATASET_BYTES, typedTable, type TableOrProblems } from './dataset-parse';
import { findDatasetPage, insertDataset, type DatasetRow } from './dataset-store';

export interface DatasetInput {
  name: string;
  rows?: unknown[] | null;
  file?: { filename: string; contentType: string; base64: string } | null;
  columns?: { name: string; type: string }[] | null;
}

/** A JSON or CSV upload, typed and stored; every problem of it at once (ML_1801). */
export async function createDataset(
  deps: MlDeps,
  actor: Actor,
  input: DatasetInput,
): Promise<DatasetRow> {
  assertDatasetUser(actor);
  const problems: FieldProblem[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100)
    problems.push({ field: 'name', problem: 'must be 1 to 100 characters' });
  let typed: TableOrProblems | undefined;
  if (!input.rows === !input.file)
    problems.push({
      field: 'rows',
      problem: 'give either rows (JSON) or file (CSV), not both or neither',
    });
  else if (input.file) typed = csvTable(Buffer.from(input.file.base64, 'base64'), input.columns);
  else if (Buffer.byteLength(JSON.stringify(input.rows)) > MAX_DATASET_BYTES)
    problems.push({ field: 'rows', problem: 'are over 10 MB' });
  else typed = typedTable(input.rows!, input.columns);
  problems.push(...(typed?.problems ?? []));
  if (problems.length || !typed?.table) throw invalid('ML_1801', problems);
  return insertDataset(
    deps.prisma,
    deps.storage,
    { tenantId: actor.tenantId, createdBy: actor.id },
    name,
    typed.table,
  );
}

export async function getDataset(deps: MlDeps, actor: Actor, id: string): Promise<DatasetRow> {
  assertDatasetUser(actor);
  return datasetOf(deps, actor, id);
}

/** The tenant's datasets, newest first. */
export async function getDatasets(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<DatasetRow>> {
  assertDatasetUser(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findDatasetPage(deps.prisma, actor.tenantId, page), page);
}
