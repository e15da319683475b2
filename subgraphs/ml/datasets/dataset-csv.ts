import { parse } from 'csv-parse/sync';
import type { FieldProblem } from '../../../lib/errors';
import {
  columnNameProblems,
  MAX_COLUMNS,
  MAX_DATASET_BYTES,
  MAX_ROWS,
  typedRows,
  type GivenColumns,
  type TableOrProblems,
} from './dataset-parse';

/**
 * A CSV upload (docs/api/ml.md, "Bodies"): a header line naming each column once, then 2 to
 * MAX_ROWS rows, at most MAX_DATASET_BYTES. What reading one costs is bounded by those limits,
 * whatever the file holds: the parser stops one row past the row limit.
 */
export function csvTable(bytes: Buffer, given: GivenColumns): TableOrProblems {
  if (bytes.length === 0) return { problems: [{ field: 'file', problem: 'is empty' }] };
  if (bytes.length > MAX_DATASET_BYTES)
    return { problems: [{ field: 'file', problem: 'is over 10 MB' }] };
  let lines: string[][];
  try {
    lines = parse(bytes, {
      skip_empty_lines: true,
      trim: true,
      // The header and one row past the limit are all a refusal needs: the rest is never read.
      to: MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    return {
      problems: [
        { field: 'file', problem: `is not valid CSV (${(error as Error).message.split('\n')[0]})` },
      ],
    };
  }
  const [header = [], ...rows] = lines;
  const problems = headerProblems(header);
  if (rows.length > MAX_ROWS)
    problems.push({ field: 'file', problem: `has more than ${MAX_ROWS} rows (the limit)` });
  else if (rows.length < 2)
    problems.push({ field: 'file', problem: `must hold 2 to ${MAX_ROWS} rows under its header` });
  if (problems.length) return { problems };
  return typedRows(header, rows.map(castRow), given);
}

/**
 * The header's names, trimmed, each once. Lines are read as arrays, not as objects keyed by the
 * header, because a name given twice would silently keep only its last column. Names are
 * compared as written (case included), as model features and feature groups compare them.
 */
function headerProblems(header: string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (header.length < 1 || header.length > MAX_COLUMNS)
    problems.push({
      field: 'file',
      problem: `must name 1 to ${MAX_COLUMNS} columns in its header`,
    });
  problems.push(...columnNameProblems(header));
  const positions = new Map<string, number[]>();
  header.forEach((name, i) => positions.set(name, [...(positions.get(name) ?? []), i + 1]));
  for (const [name, at] of positions) {
    if (at.length > 1)
      problems.push({
        field: `columns.${name}`,
        problem: `is named by columns ${listed(at)} of the header: each column must be named once`,
      });
  }
  return problems;
}

function listed(numbers: number[]): string {
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/**
 * Numbers and true/false cast, other text kept. Done here rather than with csv-parse's `cast`
 * option, which builds a context object for every field and made parsing five times slower.
 */
function castRow(row: string[]): unknown[] {
  const cells: unknown[] = row;
  for (let j = 0; j < row.length; j++) {
    const value = row[j];
    if (value === 'true' || value === 'false') cells[j] = value === 'true';
    else if (value !== '' && Number.isFinite(Number(value))) cells[j] = Number(value);
  }
  return cells;
}
