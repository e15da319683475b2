import type { FieldProblem } from '../../../lib/errors';
import { UPLOADS } from '../../../lib/http/body-limits';
import {
  FEATURE_NAME,
  FEATURE_TYPES,
  valueProblem,
  type Feature,
  type FeatureType,
} from '../common/input-schema';

export const MAX_DATASET_BYTES = UPLOADS.mlDataset.fileBytes;
export const MAX_ROWS = 200_000;
export const MAX_COLUMNS = 200;

export type Cell = number | boolean | string;

/** A dataset as stored: columns in order and each row's values in that order. */
export interface Table {
  columns: Feature[];
  rows: Cell[][];
}

/** Column types an upload gives instead of inferring them. */
export type GivenColumns = { name: string; type: string }[] | null | undefined;

export type TableOrProblems = { table?: Table; problems: FieldProblem[] };

/** The narrowest type every value of a column fits: boolean, integer, number, else category. */
function inferType(values: unknown[]): FeatureType {
  if (values.every((v) => typeof v === 'boolean')) return 'boolean';
  if (values.every((v) => Number.isInteger(v))) return 'integer';
  if (values.every((v) => typeof v === 'number')) return 'number';
  return 'category';
}

const NAME_PROBLEM = 'must start with a letter or _ and hold letters, digits, _ . - (at most 64)';

/** Column names that are no safe feature name, each as `columns.<name>`. */
export function columnNameProblems(names: string[]): FieldProblem[] {
  return names
    .filter((name) => !FEATURE_NAME.test(name))
    .map((name) => ({ field: `columns.${name}`, problem: NAME_PROBLEM }));
}

/**
 * JSON rows as a typed table, or every problem found: the same keys in every row, safe column
 * names, each value of its column's type (given or inferred).
 */
export function typedTable(records: unknown[], given: GivenColumns): TableOrProblems {
  const problems: FieldProblem[] = [];
  if (records.length < 2 || records.length > MAX_ROWS)
    return { problems: [{ field: 'rows', problem: `must hold 2 to ${MAX_ROWS} rows` }] };
  const first = records[0];
  if (typeof first !== 'object' || first === null || Array.isArray(first))
    return { problems: [{ field: 'rows[0]', problem: 'must be an object of column values' }] };
  const names = Object.keys(first);
  if (names.length < 1 || names.length > MAX_COLUMNS)
    problems.push({ field: 'rows[0]', problem: `must hold 1 to ${MAX_COLUMNS} columns` });
  problems.push(...columnNameProblems(names));
  for (let i = 0; i < records.length && problems.length < 20; i++) {
    const row = records[i];
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      problems.push({ field: `rows[${i}]`, problem: 'must be an object of column values' });
    else if (Object.keys(row).length !== names.length || names.some((n) => !(n in row)))
      problems.push({
        field: `rows[${i}]`,
        problem: `must have exactly the columns ${names.join(', ')}`,
      });
  }
  if (problems.length) return { problems };
  const cells = (records as Record<string, unknown>[]).map((record) =>
    names.map((name) => record[name]),
  );
  return typedRows(names, cells, given);
}

/**
 * Rows of cells in the order of `names` (JSON rows or CSV lines) as a typed table, or every
 * problem: each value of its column's type, given or inferred. A category column holding numbers
 * keeps them as text. The cells are typed in place: the caller hands them over.
 */
export function typedRows(
  names: string[],
  cells: unknown[][],
  given: GivenColumns,
): TableOrProblems {
  const problems: FieldProblem[] = [];
  const columns: Feature[] = names.map((name, j) => {
    const declared = given?.find((c) => c.name === name);
    return { name, type: (declared?.type as FeatureType) ?? inferType(cells.map((row) => row[j])) };
  });
  for (const [i, c] of (given ?? []).entries()) {
    if (!names.includes(c.name))
      problems.push({
        field: `columns[${i}].name`,
        problem: `is not a column of the data (${names.join(', ')})`,
      });
    if (!(FEATURE_TYPES as readonly string[]).includes(c.type))
      problems.push({
        field: `columns[${i}].type`,
        problem: `must be one of ${FEATURE_TYPES.join(', ')}`,
      });
  }
  if (problems.length) return { problems };
  columns.forEach((c, j) => {
    if (c.type === 'category')
      for (const row of cells) if (typeof row[j] === 'number') row[j] = String(row[j]);
  });
  for (let i = 0; i < cells.length && problems.length < 20; i++) {
    columns.forEach((c, j) => {
      const problem = valueProblem(cells[i][j], c.type);
      if (problem) problems.push({ field: `rows[${i}].${c.name}`, problem });
    });
  }
  return problems.length ? { problems } : { table: { columns, rows: cells as Cell[][] }, problems };
}
