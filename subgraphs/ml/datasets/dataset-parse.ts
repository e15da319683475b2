import { parse } from 'csv-parse/sync';
import type { FieldProblem } from '../../../lib/errors';
import { UPLOADS } from '../../../lib/http/body-limits';
import { FEATURE_NAME, FEATURE_TYPES, valueProblem, type Feature, type FeatureType } from '../common/input-schema';

export const MAX_DATASET_BYTES = UPLOADS.mlDataset.fileBytes;
export const MAX_ROWS = 200_000;
export const MAX_COLUMNS = 200;

export type Cell = number | boolean | string;

/** A dataset as stored: columns in order and each row's values in that order. */
export interface Table {
  columns: Feature[];
  rows: Cell[][];
}

/** CSV text as records: numbers and true/false cast, other text kept (csv-parse, RFC 4180 quoting). */
export function csvRecords(text: string): Record<string, unknown>[] {
  return parse(text, {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    cast: (value) => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (value !== '' && Number.isFinite(Number(value))) return Number(value);
      return value;
    },
  }) as Record<string, unknown>[];
}

/** The narrowest type every value of a column fits: boolean, integer, number, else category. */
function inferType(values: unknown[]): FeatureType {
  if (values.every((v) => typeof v === 'boolean')) return 'boolean';
  if (values.every((v) => Number.isInteger(v))) return 'integer';
  if (values.every((v) => typeof v === 'number')) return 'number';
  return 'category';
}

/**
 * Records (JSON rows or CSV lines) as a typed table, or every problem found: the same keys in
 * every row, safe column names, each value of its column's type (given or inferred). A category
 * column holding numbers keeps them as text.
 */
export function typedTable(records: unknown[], given: { name: string; type: string }[] | null | undefined): { table?: Table; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  if (records.length < 2 || records.length > MAX_ROWS) return { problems: [{ field: 'rows', problem: `must hold 2 to ${MAX_ROWS} rows` }] };
  const first = records[0];
  if (typeof first !== 'object' || first === null || Array.isArray(first)) return { problems: [{ field: 'rows[0]', problem: 'must be an object of column values' }] };
  const names = Object.keys(first);
  if (names.length < 1 || names.length > MAX_COLUMNS) problems.push({ field: 'rows[0]', problem: `must hold 1 to ${MAX_COLUMNS} columns` });
  for (const name of names) if (!FEATURE_NAME.test(name)) problems.push({ field: `columns.${name}`, problem: 'must start with a letter or _ and hold letters, digits, _ . - (at most 64)' });
  for (let i = 0; i < records.length && problems.length < 20; i++) {
    const row = records[i];
    if (typeof row !== 'object' || row === null || Array.isArray(row)) problems.push({ field: `rows[${i}]`, problem: 'must be an object of column values' });
    else if (Object.keys(row).length !== names.length || names.some((n) => !(n in row))) problems.push({ field: `rows[${i}]`, problem: `must have exactly the columns ${names.join(', ')}` });
  }
  if (problems.length) return { problems };
  const objects = records as Record<string, unknown>[];
  const columns: Feature[] = names.map((name) => {
    const declared = given?.find((c) => c.name === name);
    return { name, type: (declared?.type as FeatureType) ?? inferType(objects.map((r) => r[name])) };
  });
  for (const [i, c] of (given ?? []).entries()) {
    if (!names.includes(c.name)) problems.push({ field: `columns[${i}].name`, problem: `is not a column of the data (${names.join(', ')})` });
    if (!(FEATURE_TYPES as readonly string[]).includes(c.type)) problems.push({ field: `columns[${i}].type`, problem: `must be one of ${FEATURE_TYPES.join(', ')}` });
  }
  if (problems.length) return { problems };
  const rows: Cell[][] = objects.map((record) => columns.map((c) => (c.type === 'category' && typeof record[c.name] === 'number' ? String(record[c.name]) : record[c.name]) as Cell));
  for (let i = 0; i < rows.length && problems.length < 20; i++) {
    columns.forEach((c, j) => {
      const problem = valueProblem(rows[i][j], c.type);
      if (problem) problems.push({ field: `rows[${i}].${c.name}`, problem });
    });
  }
  return problems.length ? { problems } : { table: { columns, rows }, problems };
}
