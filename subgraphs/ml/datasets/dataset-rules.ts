import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import { MlError, type FieldProblem } from '../../../lib/errors';
import { assertMlRole } from '../common/access';
import type { MlDeps } from '../common/context';
import { invalid } from '../common/ml-errors';
import { csvTable } from './dataset-csv';
import { MAX_DATASET_BYTES, typedTable, type TableOrProblems } from './dataset-parse';
import { findDataset, insertDataset, listDatasets, type DatasetRow } from './dataset-store';

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
  assertMlRole(actor);
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

/** The tenant's dataset; unknown (or another tenant's) is an invalid value of `field`. */
export async function datasetOf(
  deps: MlDeps,
  actor: Actor,
  id: string,
  field = 'id',
  code: 'ML_1801' | 'ML_1100' | 'ML_1400' = 'ML_1801',
): Promise<DatasetRow> {
  const dataset = isUuid(id) ? await findDataset(deps.prisma, actor.tenantId, id) : null;
  if (!dataset)
    throw new MlError(code, `Dataset ${id} was not found in the tenant`, [
      { field, problem: 'is not a dataset of the tenant' },
    ]);
  return dataset;
}

export async function getDataset(deps: MlDeps, actor: Actor, id: string): Promise<DatasetRow> {
  assertMlRole(actor);
  return datasetOf(deps, actor, id);
}

export async function getDatasets(deps: MlDeps, actor: Actor): Promise<DatasetRow[]> {
  assertMlRole(actor);
  return listDatasets(deps.prisma, actor.tenantId);
}
